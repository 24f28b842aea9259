import Containers
import Foundation
import Runtime
import Testing
import ViewHierarchy

/// A view whose intrinsic content size the test sets.
@MainActor
final class SizedView: View {
  var contentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

  convenience init(width: CGFloat, height: CGFloat) {
    self.init(frame: .zero)
    contentSize = CGSize(width: width, height: height)
  }

  override var intrinsicContentSize: CGSize { contentSize }
}

/// A window with a plain root view, and a stack view of three sized views pinned in it at a fixed
/// size: along the axis 320 points, across it 100 (horizontal) or 200 (vertical), spacing 10.
///
/// Along the axis the views are 40, 60 and 100 long; across it 20, 30 and 40 (horizontal) or 50,
/// 60 and 70 (vertical).
@MainActor
struct StackFixture {
  let simulation: Simulation
  let window: Window
  let root: View
  let stack: StackView
  let views: [SizedView]
  /// The constraint that makes the stack view 320 points long along its axis.
  let length: LayoutConstraint

  init(axis: LayoutConstraint.Axis) {
    simulation = Simulation.start(device: .iPhone14)
    window = Window(windowScene: WindowScene(simulation: simulation))
    let controller = ViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    root = controller.view
    let across: [CGFloat] = axis == .horizontal ? [20, 30, 40] : [50, 60, 70]
    views = zip([40, 60, 100] as [CGFloat], across).map { along, across in
      axis == .horizontal ? SizedView(width: along, height: across) : SizedView(width: across, height: along)
    }
    stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let width = stack.widthAnchor.constraint(equalToConstant: axis == .horizontal ? 320 : 200)
    let height = stack.heightAnchor.constraint(equalToConstant: axis == .horizontal ? 100 : 320)
    length = axis == .horizontal ? width : height
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 200), width, height,
    ])
    // The second and third views hug harder, so under the fill distribution the first one stretches.
    views[1].setContentHuggingPriority(LayoutPriority(251), for: axis)
    views[2].setContentHuggingPriority(LayoutPriority(252), for: axis)
  }

  /// Lays out and returns the frames in the stack view's coordinates.
  func frames() -> [CGRect] {
    window.layoutIfNeeded()
    return views.map(\.frame)
  }

  /// The frames of the views given as (position, length) along the axis and across it.
  func expected(along: [(CGFloat, CGFloat)], across: [(CGFloat, CGFloat)]) -> [CGRect] {
    zip(along, across).map { along, across in
      stack.axis == .horizontal
        ? CGRect(x: along.0, y: across.0, width: along.1, height: across.1)
        : CGRect(x: across.0, y: along.0, width: across.1, height: along.1)
    }
  }
}

@MainActor
struct StackViewDistributionTests {
  /// Along the axis, for a 320-point stack, spacing 10, views 40, 60 and 100 long.
  static let distributions: [(StackView.Distribution, [(CGFloat, CGFloat)])] = [
    // 200 of content and 20 of spacing leave 100 for the view that hugs least, the first.
    (.fill, [(0, 140), (150, 60), (220, 100)]),
    // (320 - 20) / 3 each.
    (.fillEqually, [(0, 100), (110, 100), (220, 100)]),
    // 300 shared 40 : 60 : 100, that is 1.5 times each.
    (.fillProportionally, [(0, 60), (70, 90), (170, 150)]),
    // Intrinsic lengths, the 120 left over split into two equal gaps.
    (.equalSpacing, [(0, 40), (100, 60), (220, 100)]),
    // Intrinsic lengths; the centres at 20 and 270 put the middle one's at 145.
    (.equalCentering, [(0, 40), (115, 60), (220, 100)]),
  ]

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical], 0..<5)
  func eachDistributionPlacesTheViewsAlongTheAxisAsDocumented(axis: LayoutConstraint.Axis, index: Int) {
    let (distribution, along) = Self.distributions[index]
    let fixture = StackFixture(axis: axis)
    fixture.stack.distribution = distribution

    let across: [(CGFloat, CGFloat)] =
      axis == .horizontal ? [(0, 100), (0, 100), (0, 100)] : [(0, 200), (0, 200), (0, 200)]
    #expect(fixture.frames() == fixture.expected(along: along, across: across))
  }
}

@MainActor
struct StackViewAlignmentTests {
  /// Across the axis: a horizontal stack 100 high with views 20, 30 and 40 high.
  static let horizontal: [(StackView.Alignment, [(CGFloat, CGFloat)])] = [
    (.fill, [(0, 100), (0, 100), (0, 100)]),
    (.top, [(0, 20), (0, 30), (0, 40)]),
    (.firstBaseline, [(0, 20), (0, 30), (0, 40)]),
    (.center, [(40, 20), (35, 30), (30, 40)]),
    (.bottom, [(80, 20), (70, 30), (60, 40)]),
    (.lastBaseline, [(80, 20), (70, 30), (60, 40)]),
  ]
  /// Across the axis: a vertical stack 200 wide with views 50, 60 and 70 wide.
  static let vertical: [(StackView.Alignment, [(CGFloat, CGFloat)])] = [
    (.fill, [(0, 200), (0, 200), (0, 200)]),
    (.leading, [(0, 50), (0, 60), (0, 70)]),
    (.center, [(75, 50), (70, 60), (65, 70)]),
    (.trailing, [(150, 50), (140, 60), (130, 70)]),
  ]
  /// Along the axis under equal spacing: intrinsic lengths, two gaps of 60.
  static let along: [(CGFloat, CGFloat)] = [(0, 40), (100, 60), (220, 100)]

  @Test(arguments: 0..<6)
  func eachAlignmentPlacesAHorizontalStacksViewsAcrossItAsDocumented(index: Int) {
    let (alignment, across) = Self.horizontal[index]
    let fixture = StackFixture(axis: .horizontal)
    fixture.stack.distribution = .equalSpacing
    fixture.stack.alignment = alignment

    #expect(fixture.frames() == fixture.expected(along: Self.along, across: across))
  }

  @Test(arguments: 0..<4)
  func eachAlignmentPlacesAVerticalStacksViewsAcrossItAsDocumented(index: Int) {
    let (alignment, across) = Self.vertical[index]
    let fixture = StackFixture(axis: .vertical)
    fixture.stack.distribution = .equalSpacing
    fixture.stack.alignment = alignment

    #expect(fixture.frames() == fixture.expected(along: Self.along, across: across))
  }

  @Test func topAndBottomAreTheLeadingAndTrailingAlignments() {
    #expect(StackView.Alignment.top == .leading)
    #expect(StackView.Alignment.bottom == .trailing)
    #expect(StackView.Alignment.top.rawValue == 1 && StackView.Alignment.bottom.rawValue == 4)
  }
}

@MainActor
struct StackViewArrangementTests {
  private let full: [(CGFloat, CGFloat)] = [(0, 100), (0, 100), (0, 100)]

  @Test func customSpacingAfterAViewReplacesTheSpacingThere() {
    let fixture = StackFixture(axis: .horizontal)
    fixture.stack.setCustomSpacing(30, after: fixture.views[0])

    // 200 of content and 40 of spacing leave 80 for the first view.
    #expect(fixture.frames() == fixture.expected(along: [(0, 120), (150, 60), (220, 100)], across: full))
    #expect(fixture.stack.customSpacing(after: fixture.views[0]) == 30)
    #expect(fixture.stack.customSpacing(after: fixture.views[1]) == StackView.spacingUseDefault)

    fixture.stack.setCustomSpacing(StackView.spacingUseSystem, after: fixture.views[0])
    // The system's 8 points: 200 + 18 leave 102.
    #expect(fixture.frames() == fixture.expected(along: [(0, 142), (150, 60), (220, 100)], across: full))

    fixture.stack.setCustomSpacing(StackView.spacingUseDefault, after: fixture.views[0])
    #expect(fixture.frames() == fixture.expected(along: [(0, 140), (150, 60), (220, 100)], across: full))
  }

  @Test func aStackTooShortCompressesTheViewThatResistsLeast() {
    let fixture = StackFixture(axis: .horizontal)
    fixture.length.constant = 200
    fixture.views[0].setContentCompressionResistancePriority(LayoutPriority(740), for: .horizontal)
    fixture.views[2].setContentCompressionResistancePriority(LayoutPriority(760), for: .horizontal)

    // 200 of content and 20 of spacing in 200: the first view gives up 20.
    #expect(fixture.frames() == fixture.expected(along: [(0, 20), (30, 60), (100, 100)], across: full))
  }

  @Test func anArrangedViewsNewIntrinsicSizeTakesEffectWhenInvalidated() {
    let fixture = StackFixture(axis: .horizontal)
    fixture.views[2].contentSize = CGSize(width: 80, height: 40)
    fixture.views[2].invalidateIntrinsicContentSize()

    #expect(fixture.frames() == fixture.expected(along: [(0, 160), (170, 60), (240, 80)], across: full))
  }

  @Test func aHiddenViewCollapsesWithItsSpacingAndComesBackWhenShown() {
    let fixture = StackFixture(axis: .horizontal)
    fixture.views[1].isHidden = true

    let frames = fixture.frames()
    // The first and last views share 320 with one gap: 100 + 10 leave 210 for the first.
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 210, height: 100))
    #expect(frames[1].width == 0)
    #expect(frames[2] == CGRect(x: 220, y: 0, width: 100, height: 100))
    #expect(fixture.stack.arrangedSubviews.count == 3)

    fixture.views[1].isHidden = false
    #expect(fixture.frames() == fixture.expected(along: [(0, 140), (150, 60), (220, 100)], across: full))
  }

  @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
    let fixture = StackFixture(axis: .horizontal)
    fixture.stack.insetsLayoutMarginsFromSafeArea = false
    fixture.stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 5, leading: 10, bottom: 5, trailing: 10)
    #expect(fixture.stack.layoutMargins == EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    #expect(fixture.frames()[0].minX == 0)

    fixture.stack.isLayoutMarginsRelativeArrangement = true

    // 300 by 90 inside the margins; 200 + 20 leave 80 for the first view.
    let inset: [(CGFloat, CGFloat)] = [(5, 90), (5, 90), (5, 90)]
    #expect(fixture.frames() == fixture.expected(along: [(10, 120), (140, 60), (210, 100)], across: inset))
  }

  @Test func aNestedStackSizesToItsContentInsideTheOuterOne() {
    let fixture = StackFixture(axis: .horizontal)
    let first = SizedView(width: 40, height: 20)
    let second = SizedView(width: 60, height: 30)
    let inner = StackView(arrangedSubviews: [first, second])
    inner.spacing = 10
    inner.alignment = .top
    let below = SizedView(width: 100, height: 40)
    let outer = StackView(arrangedSubviews: [inner, below])
    outer.axis = .vertical
    outer.alignment = .leading
    outer.spacing = 5
    outer.translatesAutoresizingMaskIntoConstraints = false
    fixture.root.addSubview(outer)
    LayoutConstraint.activate([
      outer.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor, constant: 10),
      outer.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 400),
    ])

    fixture.window.layoutIfNeeded()

    // The inner row is 40 + 10 + 60 wide and as high as its tallest view; the column is as wide
    // as its widest view and as high as 30 + 5 + 40.
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 110, height: 30))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(second.frame == CGRect(x: 50, y: 0, width: 60, height: 30))
    #expect(below.frame == CGRect(x: 0, y: 35, width: 100, height: 40))
    #expect(outer.frame == CGRect(x: 10, y: 400, width: 110, height: 75))
  }

  @Test func arrangedViewsStopTranslatingTheirFrames() {
    let view = View()
    let stack = StackView(arrangedSubviews: [view])

    #expect(view.translatesAutoresizingMaskIntoConstraints == false)
    #expect(view.superview === stack)
    #expect(stack.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func removingAnArrangedViewKeepsItAsASubviewAndRemovingItFromTheStackForgetsIt() {
    let fixture = StackFixture(axis: .horizontal)
    fixture.stack.removeArrangedSubview(fixture.views[0])
    #expect(
      fixture.stack.arrangedSubviews.map(ObjectIdentifier.init)
        == fixture.views[1...].map(ObjectIdentifier.init))
    #expect(fixture.views[0].superview === fixture.stack)

    fixture.views[1].removeFromSuperview()
    #expect(fixture.stack.arrangedSubviews.count == 1)

    // The last view fills what is left.
    fixture.window.layoutIfNeeded()
    #expect(fixture.views[2].frame == CGRect(x: 0, y: 0, width: 320, height: 100))
  }

  @Test func insertingPlacesTheViewInTheArrangedListWithoutReorderingSubviews() {
    let stack = StackView()
    let first = View()
    let second = View()
    let third = View()
    stack.addSubview(third)
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    stack.insertArrangedSubview(third, at: 0)

    #expect(
      stack.arrangedSubviews.map(ObjectIdentifier.init) == [third, first, second].map(ObjectIdentifier.init))
    #expect(stack.subviews.map(ObjectIdentifier.init) == [third, first, second].map(ObjectIdentifier.init))
  }
}

@MainActor
struct StackViewBadInputTests {
  @Test func aNegativeSpacingOverlapsTheViews() {
    let fixture = StackFixture(axis: .horizontal)
    fixture.stack.spacing = -10

    // 200 of content less 20 of overlap leave 140 for the first view.
    let frames = fixture.frames()
    #expect(frames.map(\.minX) == [0, 170, 220])
    #expect(frames.map(\.width) == [180, 60, 100])
  }

  @Test func aNaNOrInfiniteSpacingIsIgnoredWithAWarning() {
    let fixture = StackFixture(axis: .horizontal)
    fixture.stack.spacing = .nan
    fixture.stack.spacing = .infinity
    fixture.stack.setCustomSpacing(.nan, after: fixture.views[0])

    #expect(fixture.stack.spacing == 10)
    #expect(fixture.stack.customSpacing(after: fixture.views[0]) == StackView.spacingUseDefault)
    #expect(fixture.simulation.diagnostics.entries(withCode: .stackViewInvalidSpacing).count == 3)
    #expect(fixture.frames().map(\.minX) == [0, 150, 220])
  }

  @Test func theStackViewCannotArrangeItselfOrAnAncestor() {
    let simulation = Simulation.start(device: .iPhone14)
    let container = View()
    let stack = StackView()
    container.addSubview(stack)

    stack.addArrangedSubview(stack)
    stack.addArrangedSubview(container)

    #expect(stack.arrangedSubviews.isEmpty)
    #expect(simulation.diagnostics.entries(withCode: .viewHierarchyCycle).count == 2)
  }

  @Test func addingAnArrangedViewAgainMovesItToTheEndOnce() {
    let first = View()
    let second = View()
    let stack = StackView(arrangedSubviews: [first, second])

    stack.addArrangedSubview(first)

    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [second, first].map(ObjectIdentifier.init))
    #expect(stack.subviews.count == 2)
  }

  @Test func arrangingAViewOfAnotherStackViewTakesItFromThatOne() {
    let view = View()
    let previous = StackView(arrangedSubviews: [view])
    let next = StackView()

    next.addArrangedSubview(view)

    #expect(previous.arrangedSubviews.isEmpty && previous.subviews.isEmpty)
    #expect(next.arrangedSubviews.first === view)
  }
}
