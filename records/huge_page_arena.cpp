#include "records/huge_page_arena.h"

#include <sys/mman.h>

#include <cstdint>

namespace chatur::records {
namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

std::byte* align_up(std::byte* p, std::size_t alignment) {
  const auto at = reinterpret_cast<std::uintptr_t>(p);
  return reinterpret_cast<std::byte*>((at + alignment - 1) & ~(alignment - 1));
}

}  // namespace

HugePageArena::~HugePageArena() {
  unmap();
}

void HugePageArena::unmap() {
  if (region_) munmap(region_, region_bytes_);
  region_ = next_ = end_ = nullptr;
  region_bytes_ = 0;
}

void HugePageArena::map(std::size_t bytes) {
  unmap();
  if (bytes == 0) return;
  // A huge page is used only where the region covers a whole aligned one: one more huge page of
  // address space lets the region start on a boundary.
  const std::size_t size = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  void* p = mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return;
  region_ = static_cast<std::byte*>(p);
  region_bytes_ = size + kHugePage;
  next_ = align_up(region_, kHugePage);
  end_ = next_ + size;
#ifdef MADV_HUGEPAGE
  madvise(next_, size, MADV_HUGEPAGE);  // advice: without it the region still works
#endif
}

void* HugePageArena::do_allocate(std::size_t bytes, std::size_t alignment) {
  std::byte* at = next_ ? align_up(next_, alignment) : nullptr;
  if (!at || static_cast<std::size_t>(end_ - at) < bytes)
    return std::pmr::new_delete_resource()->allocate(bytes, alignment);
  next_ = at + bytes;
  return at;
}

void HugePageArena::do_deallocate(void* p, std::size_t bytes, std::size_t alignment) {
  const auto* b = static_cast<std::byte*>(p);
  if (region_ && b >= region_ && b < region_ + region_bytes_) return;
  std::pmr::new_delete_resource()->deallocate(p, bytes, alignment);
}

}  // namespace chatur::records
