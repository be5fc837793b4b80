// server/slice_buffers.h: a buffer lent to gRPC as a slice comes back when
// the slice is freed, keeps its capacity, and the idle bound holds.
#include "server/slice_buffers.h"

#include <memory>
#include <string>
#include <utility>

#include "grpcpp/support/byte_buffer.h"
#include "gtest/gtest.h"

namespace referee {
namespace {

TEST(SliceBuffersTest, ALentBufferComesBackWithItsCapacityWhenGrpcFreesIt) {
  std::shared_ptr<SliceBuffers> pool = SliceBuffers::Create(1 << 20);
  std::unique_ptr<std::string> buffer = pool->Take();
  buffer->assign(100000, 'x');
  const char* storage = buffer->data();
  {
    grpc::Slice slice = pool->ToSlice(std::move(buffer));
    // The slice is the buffer, not a copy.
    EXPECT_EQ(reinterpret_cast<const char*>(slice.begin()), storage);
    EXPECT_EQ(slice.size(), 100000u);
    grpc::ByteBuffer message(&slice, 1);  // gRPC holds a reference too.
    EXPECT_EQ(pool->lent(), 1u);
    EXPECT_EQ(pool->idle_bytes(), 0u);
  }
  EXPECT_EQ(pool->lent(), 0u);
  EXPECT_GE(pool->idle_bytes(), 100000u);
  std::unique_ptr<std::string> again = pool->Take();
  EXPECT_TRUE(again->empty());
  EXPECT_GE(again->capacity(), 100000u);  // Warm: no new allocation.
  EXPECT_EQ(pool->idle_bytes(), 0u);
}

TEST(SliceBuffersTest, BuffersPastTheIdleBoundAreFreed) {
  std::shared_ptr<SliceBuffers> pool = SliceBuffers::Create(150000);
  {
    std::unique_ptr<std::string> first = pool->Take();
    std::unique_ptr<std::string> second = pool->Take();  // None idle: a new one.
    first->assign(100000, 'y');
    second->assign(100000, 'z');
    grpc::Slice a = pool->ToSlice(std::move(first));
    grpc::Slice b = pool->ToSlice(std::move(second));
    EXPECT_EQ(pool->lent(), 2u);
  }
  // One 100 KB buffer fits under 150 KB; the second would not, and is freed.
  EXPECT_EQ(pool->lent(), 0u);
  EXPECT_GE(pool->idle_bytes(), 100000u);
  EXPECT_LE(pool->idle_bytes(), 150000u);
}

TEST(SliceBuffersTest, ASliceKeepsItsPoolAlive) {
  std::shared_ptr<SliceBuffers> pool = SliceBuffers::Create(1 << 20);
  std::unique_ptr<std::string> buffer = pool->Take();
  buffer->assign("kept");
  grpc::Slice slice = pool->ToSlice(std::move(buffer));
  pool.reset();  // The service is gone; gRPC still holds the slice.
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(slice.begin()), slice.size()), "kept");
}  // Freed here, into the pool the slice kept alive, then the pool.

}  // namespace
}  // namespace referee
