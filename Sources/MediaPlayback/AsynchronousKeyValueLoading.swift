import CoreMediaTime
import Foundation
import Runtime

/// Where an asset's or a track's property stands in its loading (AVFoundation's `AVKeyValueStatus`).
public enum KeyValueStatus: Int, Sendable {
  /// Not asked for yet.
  case unknown = 0
  /// Being loaded.
  case loading = 1
  /// Loaded: reading it does not wait.
  case loaded = 2
  /// It could not be loaded; `statusOfValue(forKey:error:)` gives the error.
  case failed = 3
  /// The load was cancelled.
  case cancelled = 4
}

/// What loads its properties on request: AVFoundation's `AVAsynchronousKeyValueLoading`, adopted by
/// ``Asset`` and ``AssetTrack``.
public protocol AsynchronousKeyValueLoading: AnyObject, Sendable {
  /// Where the property named `key` stands; a `.failed` status sets `error` to the reason.
  func statusOfValue(forKey key: String, error: UnsafeMutablePointer<NSError?>?) -> KeyValueStatus

  /// Loads the properties named `keys`, then calls `handler` (on the simulation's run loop).
  @MainActor
  func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?)
}

/// A property `load(_:)` reads once loaded (AVFoundation's `AVAsyncProperty`): `.duration`,
/// `.tracks`, `.isPlayable`, `.naturalSize` ...
public struct AsyncProperty<Root, Value>: Sendable {
  /// The property's key, as `loadValuesAsynchronously(forKeys:)` names it.
  public let key: String
  let read: @Sendable (Root) -> Value
}

extension AsynchronousKeyValueLoading {
  /// Loads `property` and returns its value (AVFoundation's `load(_:)`).
  ///
  /// - Throws: the error `statusOfValue(forKey:error:)` gives when it fails: a ``PlaybackError``.
  @MainActor
  public func load<A>(_ property: AsyncProperty<Self, A>) async throws -> A {
    try await loaded([property.key])
    return property.read(self)
  }

  /// Loads both properties and returns their values.
  ///
  /// - Throws: the first property's error, as ``load(_:)``.
  @MainActor
  public func load<A, B>(_ first: AsyncProperty<Self, A>, _ second: AsyncProperty<Self, B>) async throws -> (
    A, B
  ) {
    try await loaded([first.key, second.key])
    return (first.read(self), second.read(self))
  }

  /// Loads the three properties and returns their values.
  ///
  /// - Throws: the first failing property's error, as ``load(_:)``.
  @MainActor
  public func load<A, B, C>(
    _ first: AsyncProperty<Self, A>, _ second: AsyncProperty<Self, B>, _ third: AsyncProperty<Self, C>
  ) async throws -> (A, B, C) {
    try await loaded([first.key, second.key, third.key])
    return (first.read(self), second.read(self), third.read(self))
  }

  /// Waits for `keys` to load; throws the first one's failure.
  @MainActor
  private func loaded(_ keys: [String]) async throws {
    await withCheckedContinuation { continuation in
      loadValuesAsynchronously(forKeys: keys) { continuation.resume() }
    }
    for key in keys {
      var error: NSError?
      if statusOfValue(forKey: key, error: &error) == .failed, let error { throw error }
    }
  }
}

extension AsyncProperty where Root: Asset, Value == CMTime {
  /// The asset's duration.
  public static var duration: AsyncProperty { AsyncProperty(key: "duration") { $0.duration } }
}

extension AsyncProperty where Root: Asset, Value == [AssetTrack] {
  /// The asset's tracks.
  public static var tracks: AsyncProperty { AsyncProperty(key: "tracks") { $0.tracks } }
}

extension AsyncProperty where Root: Asset, Value == Bool {
  /// Whether the asset can be played.
  public static var isPlayable: AsyncProperty { AsyncProperty(key: "playable") { $0.isPlayable } }
}

extension AsyncProperty where Root: Asset, Value == [MediaCharacteristic] {
  /// The characteristics the asset has selection groups for.
  public static var availableMediaCharacteristicsWithMediaSelectionOptions: AsyncProperty {
    AsyncProperty(key: "availableMediaCharacteristicsWithMediaSelectionOptions") {
      $0.availableMediaCharacteristicsWithMediaSelectionOptions
    }
  }
}

extension AsyncProperty where Root: AssetTrack, Value == CGSize {
  /// A video track's picture size.
  public static var naturalSize: AsyncProperty { AsyncProperty(key: "naturalSize") { $0.naturalSize } }
}

extension AsyncProperty where Root: AssetTrack, Value == Float {
  /// A video track's frame rate.
  public static var nominalFrameRate: AsyncProperty {
    AsyncProperty(key: "nominalFrameRate") { $0.nominalFrameRate }
  }
}

extension AsyncProperty where Root: AssetTrack, Value == MediaType {
  /// What the track carries.
  public static var mediaType: AsyncProperty { AsyncProperty(key: "mediaType") { $0.mediaType } }
}
