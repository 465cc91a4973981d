// A vector that is one null pointer while it has never held an element: for members that are
// almost always empty in large arrays, such as a move's NAGs, comments and variations, where
// std::vector's three words made every element larger.
#pragma once

#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace chatur {

template <class T>
class LazyVector {
 public:
  LazyVector() noexcept = default;
  LazyVector(const LazyVector& other) : items_(copy(other.items_)) {}
  LazyVector(LazyVector&&) noexcept = default;
  LazyVector& operator=(const LazyVector& other) {
    if (this != &other) items_ = copy(other.items_);
    return *this;
  }
  LazyVector& operator=(LazyVector&&) noexcept = default;
  // Takes the elements of `items`; an empty one allocates nothing.
  LazyVector& operator=(std::vector<T>&& items) {
    if (items.empty())
      items_.reset();
    else
      items_ = std::make_unique<std::vector<T>>(std::move(items));
    return *this;
  }

  bool empty() const { return !items_ || items_->empty(); }
  std::size_t size() const { return items_ ? items_->size() : 0; }

  T* begin() { return items_ ? items_->data() : nullptr; }
  T* end() { return items_ ? items_->data() + items_->size() : nullptr; }
  const T* begin() const { return items_ ? items_->data() : nullptr; }
  const T* end() const { return items_ ? items_->data() + items_->size() : nullptr; }

  // Element access, as std::vector's: the element must exist.
  T& operator[](std::size_t i) { return (*items_)[i]; }
  const T& operator[](std::size_t i) const { return (*items_)[i]; }
  T& back() { return items_->back(); }
  const T& back() const { return items_->back(); }

  void push_back(T item) { held().push_back(std::move(item)); }
  template <class... Args>
  T& emplace_back(Args&&... args) {
    return held().emplace_back(std::forward<Args>(args)...);
  }
  void resize(std::size_t n) {
    if (n == 0)
      items_.reset();
    else
      held().resize(n);
  }
  void clear() { items_.reset(); }

 private:
  std::vector<T>& held() {
    if (!items_) items_ = std::make_unique<std::vector<T>>();
    return *items_;
  }
  static std::unique_ptr<std::vector<T>> copy(const std::unique_ptr<std::vector<T>>& items) {
    if (!items || items->empty()) return nullptr;
    return std::make_unique<std::vector<T>>(*items);
  }

  std::unique_ptr<std::vector<T>> items_;
};

}  // namespace chatur
