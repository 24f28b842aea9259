// AVFoundation's players, items and assets are `NSObject`s, whose `==` is `isEqual(_:)`: identity
// unless a subclass says otherwise. Player code compares them (`player.currentItem == item`, an
// item as a dictionary key); here the same identity equality and hashing.

extension Player: Hashable {
  /// Whether the two are the same player, as `NSObject`'s `isEqual(_:)`.
  public nonisolated static func == (lhs: Player, rhs: Player) -> Bool { lhs === rhs }

  /// Hashes the player's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PlayerItem: Hashable {
  /// Whether the two are the same item, as `NSObject`'s `isEqual(_:)`.
  public nonisolated static func == (lhs: PlayerItem, rhs: PlayerItem) -> Bool { lhs === rhs }

  /// Hashes the item's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Asset: Hashable {
  /// Whether the two are the same asset, as `NSObject`'s `isEqual(_:)`.
  public static func == (lhs: Asset, rhs: Asset) -> Bool { lhs === rhs }

  /// Hashes the asset's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
