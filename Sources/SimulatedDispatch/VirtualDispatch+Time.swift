import Clocks
import Dispatch
import Foundation
import Runtime

extension VirtualDispatch {
  /// How far a simulated uptime (`DispatchTime.now()`) is ahead of the virtual clock: Dispatch
  /// reads an uptime of zero as "now", so the simulation's first instant cannot be zero.
  static let uptimeOffset: UInt64 = 1

  /// The instant the simulated wall clock (`Date()`, `DispatchWallTime.now()`) reads at virtual
  /// time zero: 2025-01-01 00:00:00 UTC, the same in every run.
  public static let wallClockOrigin = Date(timeIntervalSince1970: 1_735_689_600)

  /// `DispatchTime.now()` for the caller: the virtual clock (plus `uptimeOffset`) in a simulation,
  /// the machine's uptime otherwise.
  public static func now(real: () -> DispatchTime) -> DispatchTime {
    guard let runLoop else { return real() }
    return DispatchTime(
      uptimeNanoseconds: UInt64(MainRunLoop.onMainActor { runLoop.now.nanoseconds }) + uptimeOffset)
  }

  /// `DispatchWallTime.now()` for the caller: `wallClockOrigin` plus virtual time in a
  /// simulation, the machine's wall clock otherwise.
  public static func wallNow(real: () -> DispatchWallTime) -> DispatchWallTime {
    guard let runLoop else { return real() }
    let nanoseconds = wallOriginNanoseconds + MainRunLoop.onMainActor { runLoop.now.nanoseconds }
    return DispatchWallTime(
      timespec: timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000)))
  }

  /// `Date()` for the caller: `wallClockOrigin` plus virtual time in a simulation; nil otherwise
  /// (the machine's clock).
  public static var date: Date? {
    guard let runLoop else { return nil }
    return wallClockOrigin.addingTimeInterval(MainRunLoop.onMainActor { runLoop.now.seconds })
  }

  /// `ProcessInfo.processInfo.systemUptime` for the caller: virtual seconds in a simulation; nil
  /// otherwise.
  public static var systemUptime: TimeInterval? {
    guard let runLoop else { return nil }
    return MainRunLoop.onMainActor { runLoop.now.seconds }
  }

  /// The virtual instant of a simulated uptime; nil for `.distantFuture`.
  static func virtualTime(of time: DispatchTime) -> MediaTime? {
    guard time != .distantFuture else { return nil }
    let uptime = time.uptimeNanoseconds
    guard uptime > uptimeOffset else { return .zero }
    return MediaTime(nanoseconds: Int64(clamping: uptime - uptimeOffset))
  }

  /// The virtual instant of a simulated wall time; nil for `.distantFuture`.
  static func virtualTime(of time: DispatchWallTime) -> MediaTime? {
    guard time != .distantFuture else { return nil }
    // Dispatch keeps a wall time as the negated nanoseconds since 1970.
    let sinceEpoch = Int64(bitPattern: 0 &- time.rawValue)
    guard sinceEpoch > wallOriginNanoseconds else { return .zero }
    return MediaTime(nanoseconds: sinceEpoch - wallOriginNanoseconds)
  }

  /// `wallClockOrigin` in nanoseconds since 1970.
  private static let wallOriginNanoseconds = Int64(wallClockOrigin.timeIntervalSince1970) * 1_000_000_000
}
