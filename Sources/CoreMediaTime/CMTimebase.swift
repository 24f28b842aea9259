import Clocks
import Foundation

/// A timeline the app sets the time and rate of, driven by a source clock: CoreMedia's `CMTimebase`.
///
/// Time runs at `rate` times the source clock's speed from the last time set: rate 0 holds it, 1
/// follows the clock, 2 runs twice as fast, -1 runs backwards. A new timebase reads zero at rate
/// zero, as CoreMedia's does. An `AVSampleBufferDisplayLayer`'s control timebase decides when each
/// enqueued frame is due, so pausing a player is setting its rate to zero.
///
/// Reading and setting are safe from any thread (the renderer reads the time on its own): the state
/// is guarded by an `NSLock`, a pthread mutex that ThreadSanitizer sees (it does not see
/// `Synchronization.Mutex` on Linux).
public final class CMTimebase: @unchecked Sendable {
  // @unchecked: every stored `var` is read and written only between `lock.lock()` and `lock.unlock()`.
  private let lock = NSLock()
  private var clock: CMClock
  private var anchorTime = MediaTime.zero
  private var anchorSourceTime: MediaTime
  private var currentRate = 0.0

  /// A timebase driven by `sourceClock`, at time zero and rate zero.
  ///
  /// - Throws: Nothing today; it throws as CoreMedia's initializer is declared to.
  public init(sourceClock: CMClock) throws(CMTimebaseError) {
    clock = sourceClock
    anchorSourceTime = sourceClock.source.now()
  }

  /// The clock that drives the timebase.
  public var sourceClock: CMClock? { lock.withLock { clock } }

  /// The timebase's current time, in nanoseconds.
  public var time: CMTime { CMTime(currentTime) }

  /// The rate relative to the source clock.
  public var rate: Double { lock.withLock { currentRate } }

  /// The current time as a ``Clocks/MediaTime``: what a renderer compares presentation times with.
  public var currentTime: MediaTime {
    lock.withLock { time(atSourceTime: clock.source.now()) }
  }

  /// Sets the time, keeping the rate.
  ///
  /// - Throws: ``CMTimebaseError/invalidParameter(_:)`` for a time that is not numeric or beyond
  ///   `Int64` nanoseconds; the timebase is unchanged then.
  public func setTime(_ newTime: CMTime) throws(CMTimebaseError) {
    guard let time = MediaTime(newTime) else {
      throw .invalidParameter("a timebase's time must be a finite number of seconds, not \(newTime)")
    }
    lock.withLock {
      anchorTime = time
      anchorSourceTime = clock.source.now()
    }
  }

  /// Sets the rate, keeping the current time.
  ///
  /// - Throws: ``CMTimebaseError/invalidParameter(_:)`` for NaN or an infinite rate; unchanged then.
  public func setRate(_ newRate: Double) throws(CMTimebaseError) {
    guard newRate.isFinite else {
      throw .invalidParameter("a timebase's rate must be a finite number, not \(newRate)")
    }
    lock.withLock {
      let now = clock.source.now()
      anchorTime = time(atSourceTime: now)
      anchorSourceTime = now
      currentRate = newRate
    }
  }

  /// Makes `newClock` drive the timebase from its current time on.
  public func setSourceClock(_ newClock: CMClock) {
    lock.withLock {
      anchorTime = time(atSourceTime: clock.source.now())
      clock = newClock
      anchorSourceTime = newClock.source.now()
    }
  }

  /// The time when the source clock reads `sourceTime`; call with the lock held.
  private func time(atSourceTime sourceTime: MediaTime) -> MediaTime {
    let elapsed = sourceTime.nanoseconds &- anchorSourceTime.nanoseconds
    if currentRate == 1 { return MediaTime(nanoseconds: anchorTime.nanoseconds &+ elapsed) }
    let advanced = (Double(elapsed) * currentRate).rounded()
    let total = Double(anchorTime.nanoseconds) + advanced
    guard total.magnitude < 9.2e18 else { return MediaTime(nanoseconds: total > 0 ? .max : .min) }
    return MediaTime(nanoseconds: Int64(total))
  }
}

/// Why a timebase refused a request, as CoreMedia's `kCMTimebaseError_*` codes.
public enum CMTimebaseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter was out of range (`kCMTimebaseError_InvalidParameter`, -12750); the message says which.
  case invalidParameter(String)

  /// The CoreMedia result code.
  public var status: OSStatus {
    switch self {
    case .invalidParameter: -12_750
    }
  }

  /// The message.
  public var description: String {
    switch self {
    case .invalidParameter(let message): message
    }
  }
}

/// Creates a timebase driven by `sourceClock` into `timebaseOut` (time zero, rate zero).
///
/// - Returns: `noErr`.
@discardableResult
public func CMTimebaseCreateWithSourceClock(
  allocator: CFAllocator?, sourceClock: CMClock, timebaseOut: UnsafeMutablePointer<CMTimebase?>
) -> OSStatus {
  do {
    timebaseOut.pointee = try CMTimebase(sourceClock: sourceClock)
    return noErr
  } catch {
    return error.status
  }
}

/// `timebase`'s current time.
public func CMTimebaseGetTime(_ timebase: CMTimebase) -> CMTime { timebase.time }

/// `timebase`'s rate.
public func CMTimebaseGetRate(_ timebase: CMTimebase) -> Double { timebase.rate }

/// Sets `timebase`'s time; `kCMTimebaseError_InvalidParameter` for a time that is not numeric.
@discardableResult
public func CMTimebaseSetTime(_ timebase: CMTimebase, time: CMTime) -> OSStatus {
  do {
    try timebase.setTime(time)
    return noErr
  } catch {
    return error.status
  }
}

/// Sets `timebase`'s rate; `kCMTimebaseError_InvalidParameter` for NaN or infinity.
@discardableResult
public func CMTimebaseSetRate(_ timebase: CMTimebase, rate: Double) -> OSStatus {
  do {
    try timebase.setRate(rate)
    return noErr
  } catch {
    return error.status
  }
}
