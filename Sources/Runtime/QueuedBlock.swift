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

  /// Takes over the reference `slot` holds to its block, leaving it nil; nil if it was.
  ///
  /// A slot rather than a block: Swift copies a block (`_Block_copy`, one more reference to a block on
  /// the heap) wherever it binds one, and every way of reading a block's address from a value (a bit
  /// cast, a C function taking a block) copied it once more and released the copy, about 50
  /// instructions a call (measured). The caller's own copy into the slot is the reference kept.
  ///
  /// The slot has C's block type, not ``MainRunLoop/Block``, which adds `@Sendable`, so that its
  /// address can go to C as it is: a generic read of its bytes needs the optional block type's
  /// metadata in an unoptimized build, which the Swift runtime on Linux cannot make (it crashed).
  package static func taking(_ slot: inout (@convention(block) () -> Void)?) -> QueuedBlock? {
    // Safe: C moves the block's address out and leaves the slot nil, so the slot's end releases
    // nothing and the reference passes to the value made here.
    pipsim_block_take(&slot).map(QueuedBlock.init(address:))
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

  /// Calls `body` with the block, then gives up the reference this value stands for; the value must
  /// not be used after. For a block that was not queued after all, handed back to its sender's
  /// other path.
  package func givenUp(to body: (_ block: @escaping MainRunLoop.Block) -> Void) {
    // Safe: as for `run()`; the call borrows the block, and copies it if it keeps it.
    body(unsafeBitCast(address, to: MainRunLoop.Block.self))
    release()
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
