import Foundation

extension PlayerItem {
  /// Posted (object: the item) when the app's selection changes an option the item presents.
  /// Delivered as ``didPlayToEndTimeNotification``.
  public nonisolated static let mediaSelectionDidChangeNotification = Notification.Name(
    "AVPlayerItemMediaSelectionDidChangeNotification")

  /// Presents `option` of `group` instead of the group's other options; nil turns a group that
  /// allows an empty selection (subtitles) off.
  ///
  /// As on iOS, an option that is not one of `group`'s options (another group's, another asset's),
  /// nil for a group that needs a selection, or a group of another asset changes nothing; PiPSim
  /// says so in a diagnostic. The selection is kept and read back through
  /// ``currentMediaSelection``; generated streams play no sound and show no subtitles.
  public func select(_ option: MediaSelectionOption?, in group: MediaSelectionGroup) {
    let belongs = asset.availableMediaCharacteristicsWithMediaSelectionOptions.contains {
      asset.mediaSelectionGroup(forMediaCharacteristic: $0) === group
    }
    let fits = option.map { option in group.options.contains { $0 === option } } ?? group.allowsEmptySelection
    guard belongs, fits else {
      simulation.diagnostics.record(
        .playerRequestRefused, severity: .warning, subject: "AVPlayerItem",
        message: "select(_:in:): "
          + (belongs
            ? (option == nil ? "the group needs an option selected" : "the option is not one of the group's")
            : "the group is not one of the item's asset's") + "; the selection stays")
      return
    }
    let before = currentMediaSelection.selectedMediaOption(in: group)
    mediaSelections[ObjectIdentifier(group)] = .some(option)
    if before !== option {
      NotificationCenter.default.post(name: Self.mediaSelectionDidChangeNotification, object: self)
    }
  }

  /// Presents `group`'s default option again (the first audio language; subtitles off).
  public func selectMediaOptionAutomatically(in group: MediaSelectionGroup) {
    select(group.defaultOption, in: group)
  }

  /// The option the item presents in each group of its asset.
  public var currentMediaSelection: MediaSelection { MediaSelection(selected: mediaSelections) }
}
