// Memory for a large working set that lives as long as its owner: one region that the kernel is
// asked to back with huge pages (2 MB on x86-64), handed out in order and never given back before
// the arena goes. Small pages cost a fault each on first touch (an import's 18 MB of position
// entries: 4,600 faults, a twentieth of a 20,000-game import on a virtual machine); a huge page
// costs one for 512 of them.
#pragma once

#include <cstddef>
#include <memory_resource>

namespace chatur::records {

class HugePageArena : public std::pmr::memory_resource {
 public:
  HugePageArena() = default;
  HugePageArena(const HugePageArena&) = delete;
  HugePageArena& operator=(const HugePageArena&) = delete;
  ~HugePageArena() override;

  // Maps a region of at least `bytes`, replacing the one before, which must no longer be in use.
  // Without huge pages (another system, or none free) the region is of ordinary pages; where no
  // region can be mapped, allocations go to the default resource.
  void map(std::size_t bytes);
  // Bytes of the region not yet handed out.
  std::size_t room() const { return static_cast<std::size_t>(end_ - next_); }

 private:
  void* do_allocate(std::size_t bytes, std::size_t alignment) override;
  void do_deallocate(void* p, std::size_t bytes, std::size_t alignment) override;
  bool do_is_equal(const std::pmr::memory_resource& other) const noexcept override {
    return this == &other;
  }
  void unmap();

  std::byte* region_ = nullptr;
  std::size_t region_bytes_ = 0;
  std::byte* next_ = nullptr;
  std::byte* end_ = nullptr;
};

}  // namespace chatur::records
