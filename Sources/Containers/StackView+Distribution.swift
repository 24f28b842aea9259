extension StackView {
  /// How a stack view sizes and places its arranged views along its axis
  /// (`UIStackView.Distribution`).
  public enum Distribution: Int, Hashable, Sendable {
    /// The views fill the axis with ``StackView/spacing`` between them; which view grows or
    /// shrinks is decided by content hugging and compression-resistance priorities.
    case fill = 0
    /// The views fill the axis and are all the same length.
    case fillEqually = 1
    /// The views fill the axis, their lengths in proportion to their intrinsic lengths.
    case fillProportionally = 2
    /// The views keep their intrinsic lengths and the gaps between them are equal (at least
    /// ``StackView/spacing``).
    case equalSpacing = 3
    /// The views keep their intrinsic lengths and their centres are equally spaced (with at least
    /// ``StackView/spacing`` between neighbours' edges).
    case equalCentering = 4
  }

  /// How a stack view places its arranged views across its axis (`UIStackView.Alignment`).
  public enum Alignment: Int, Hashable, Sendable {
    /// The views fill the stack view across the axis.
    case fill = 0
    /// The views line up on the leading edge (a vertical stack) or the top (a horizontal one).
    case leading = 1
    /// The views line up on their first baseline (a horizontal stack).
    ///
    /// - Note: Not simulated; views have no baselines in the simulator, so the views line up on their top.
    case firstBaseline = 2
    /// The views are centred across the axis.
    case center = 3
    /// The views line up on the trailing edge (a vertical stack) or the bottom (a horizontal one).
    case trailing = 4
    /// The views line up on their last baseline (a horizontal stack).
    ///
    /// - Note: Not simulated; views have no baselines in the simulator, so the views line up on their bottom.
    case lastBaseline = 5

    /// The top edge, for a horizontal stack: the same alignment as ``leading``.
    public static var top: Alignment { .leading }
    /// The bottom edge, for a horizontal stack: the same alignment as ``trailing``.
    public static var bottom: Alignment { .trailing }
  }
}
