/// What a screen snapshot draws and how finely.
public struct ScreenSnapshotOptions: Sendable, Hashable {
  /// The most cells across a video frame's thumbnail; the rows follow the frame's aspect ratio.
  public var maximumVideoColumns: Int
  /// Whether each view's rectangle carries its label.
  public var labelsViews: Bool

  /// Creates options; the defaults draw labels and video thumbnails at most 64 cells wide.
  public init(maximumVideoColumns: Int = 64, labelsViews: Bool = true) {
    self.maximumVideoColumns = maximumVideoColumns
    self.labelsViews = labelsViews
  }
}
