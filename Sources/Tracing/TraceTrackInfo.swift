/// A track as it appears in a snapshot: its identifier, its name and how many of its events were lost.
public struct TraceTrackInfo: Sendable, Hashable {
  /// The track's identifier (the `tid` in JSON).
  public var id: Int
  /// The track's name.
  public var name: String
  /// How many events the track's ring overwrote before the snapshot.
  public var lostEventCount: Int

  /// Creates a track description.
  public init(id: Int, name: String, lostEventCount: Int = 0) {
    self.id = id
    self.name = name
    self.lostEventCount = lostEventCount
  }
}
