import CDispatchShim

/// An app's Dispatch block as the run loop queues it (``MainRunLoop/schedule(_:to:at:)``): the block's
/// address, standing for one reference to it, taken as the block is sent and given up once it has
/// run, or when the loop's tasks are removed.
///
/// An address rather than a block value: Swift copies a block value (`_Block_copy`) wherever it binds
/// one, or passes on one it was lent to be kept, and releases the copy after; an enum that holds one
/// copies it with its value witnesses. Between `async` and its run a block sent to a simulated queue
/// was copied eight times and released as often (measured); the address is copied as a word.
package struct QueuedBlock {
  /// The block; the reference this value stands for keeps it alive until ``release()``.
  private let address: UnsafeRawPointer

  /// Takes a reference to `block`. A function rather than an initializer, which would take the block
  /// owned: its caller copied the block to pass it, and the initializer released that copy.
  package static func retaining(_ block: @escaping MainRunLoop.Block) -> QueuedBlock {
    // Safe: a block value is the block's address. `_Block_copy` of a block on the heap (Swift puts a
    // block there before it can escape) counts one more reference to it and returns it.
    QueuedBlock(address: pipsim_block_copy(unsafeBitCast(block, to: UnsafeRawPointer.self)))
  }

  private init(address: UnsafeRawPointer) {
    self.address = address
  }

  /// Runs the block.
  package func run() {
    // Safe: the address is that of a block of `Block`'s type, alive while this value's reference is
    // held; the call borrows it.
    unsafeBitCast(address, to: MainRunLoop.Block.self)()
  }

  /// Gives up the reference this value stands for; the value must not be used after.
  package func release() {
    pipsim_block_release(address)
  }

  /// The block as work that holds a reference of its own until the work goes: for a block that waits
  /// past its turn (its queue is suspended, or its instant's work is over its share).
  package func keptAsWork() -> () -> Void {
    QueuedBlock(address: pipsim_block_copy(address)).asWork()
  }

  /// The block as work that takes over the reference this value stands for, given up when the work
  /// goes; the value must not be used after.
  package func asWork() -> () -> Void {
    let kept = Kept(self)
    return { kept.block.run() }
  }

  /// A reference to a block, given up when this goes.
  private final class Kept {
    let block: QueuedBlock
    init(_ block: QueuedBlock) { self.block = block }
    deinit { block.release() }
  }
}
