import Foundation
import Runtime
import Testing
import ViewHierarchy

/// A view whose intrinsic content size the test sets.
@MainActor
final class SizedView: View {
  var contentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

  override var intrinsicContentSize: CGSize { contentSize }
}

@MainActor
struct IntrinsicContentSizeTests {
  private func sizedSubview(of fixture: LayoutFixture, _ size: CGSize) -> SizedView {
    let view = SizedView()
    view.contentSize = size
    view.translatesAutoresizingMaskIntoConstraints = false
    fixture.root.addSubview(view)
    return view
  }

  /// A sized subview with its leading and top edges pinned to the root's, its size left to the
  /// intrinsic constraints and to what the test adds.
  private func pinnedSizedSubview(of fixture: LayoutFixture, _ size: CGSize) -> SizedView {
    let view = sizedSubview(of: fixture, size)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor),
      view.topAnchor.constraint(equalTo: fixture.root.topAnchor),
    ])
    return view
  }

  /// A pinned sized subview with a width constraint of `constant` at `priority`, active, that pulls
  /// against its intrinsic width; laid out once.
  private func pinnedSizedSubview(
    of fixture: LayoutFixture, _ size: CGSize, width constant: CGFloat, priority: LayoutPriority
  ) -> (SizedView, LayoutConstraint) {
    let view = pinnedSizedSubview(of: fixture, size)
    let width = view.widthAnchor.constraint(equalToConstant: constant)
    width.priority = priority
    width.isActive = true
    fixture.window.layoutIfNeeded()
    return (view, width)
  }

  /// A container with a view of intrinsic size `size` inside it, pinned `horizontal` points in from
  /// its sides and `vertical` points in from its top and bottom.
  private func paddedContainer(
    holding size: CGSize, horizontalPadding horizontal: CGFloat = 0, verticalPadding vertical: CGFloat = 0
  ) -> (View, SizedView) {
    let container = View()
    let content = SizedView()
    content.contentSize = size
    content.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: horizontal),
      content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -horizontal),
      content.topAnchor.constraint(equalTo: container.topAnchor, constant: vertical),
      content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -vertical),
    ])
    return (container, content)
  }

  @Test func aViewPinnedOnlyAtItsOriginTakesItsIntrinsicSize() {
    let fixture = LayoutFixture()
    let view = sizedSubview(of: fixture, CGSize(width: 80, height: 30))
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 20),
    ])

    fixture.window.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 10, y: 20, width: 80, height: 30))
  }

  @Test func aPlainViewGetsNoIntrinsicConstraints() {
    let fixture = LayoutFixture()
    let view = fixture.constrainedSubview()
    LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor)])
    let engine = fixture.root.layoutEngine
    let before = engine?.solverConstraintCount ?? 0
    let sized = sizedSubview(of: fixture, CGSize(width: 10, height: View.noIntrinsicMetric))

    LayoutConstraint.activate([sized.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor)])

    // The app constraint, the two offset ties of the stays, and hugging plus resistance for the width.
    #expect((engine?.solverConstraintCount ?? 0) - before == 1 + 2 + 2)
  }

  @Test func compressionResistanceWinsOverAWeakerWidthAndLosesToAStrongerOne() {
    let fixture = LayoutFixture()
    let (view, width) = pinnedSizedSubview(
      of: fixture, CGSize(width: 100, height: 20), width: 60, priority: LayoutPriority(700))
    #expect(view.frame.width == 100)

    width.priority = LayoutPriority(800)
    fixture.window.layoutIfNeeded()
    #expect(view.frame.width == 60)
  }

  @Test func huggingWinsOverAWeakerStretchAndLosesWhenItsPriorityDrops() {
    let fixture = LayoutFixture()
    let (view, _) = pinnedSizedSubview(
      of: fixture, CGSize(width: 100, height: 20), width: 300, priority: LayoutPriority(240))
    #expect(view.frame.width == 100)

    view.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
    fixture.window.layoutIfNeeded()
    #expect(view.frame.width == 300)
  }

  @Test func invalidatingTheIntrinsicSizeReplacesItsConstraints() {
    let fixture = LayoutFixture()
    let view = pinnedSizedSubview(of: fixture, CGSize(width: 100, height: 20))
    fixture.window.layoutIfNeeded()
    let count = fixture.root.layoutEngine?.solverConstraintCount

    view.contentSize = CGSize(width: 40, height: 50)
    fixture.window.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 100, height: 20))

    view.invalidateIntrinsicContentSize()
    fixture.window.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 40, height: 50))
    #expect(fixture.root.layoutEngine?.solverConstraintCount == count)
  }

  @Test func removingTheViewRemovesItsIntrinsicConstraints() {
    let fixture = LayoutFixture()
    let anchor = fixture.constrainedSubview()
    LayoutConstraint.activate([anchor.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor)])
    let count = fixture.root.layoutEngine?.solverConstraintCount
    let view = sizedSubview(of: fixture, CGSize(width: 100, height: 20))
    LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor)])

    view.removeFromSuperview()

    #expect(fixture.root.layoutEngine?.solverConstraintCount == count)
  }

  @Test func compressedFittingSizeOfAContainerIsItsContentPlusPadding() {
    let (container, _) = paddedContainer(
      holding: CGSize(width: 120, height: 44), horizontalPadding: 16, verticalPadding: 8)

    #expect(
      container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 152, height: 60))
    #expect(container.frame == .zero)
  }

  @Test func aRequiredFittingWidthWrapsAndTheHeightFollows() {
    let (container, content) = paddedContainer(holding: CGSize(width: 120, height: 44))
    content.heightAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.5).isActive = true

    let size = container.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)

    #expect(size == CGSize(width: 300, height: 150))
  }

  @Test func aViewWithOnlyAnIntrinsicSizeFitsToIt() {
    let view = SizedView()
    view.contentSize = CGSize(width: 33, height: View.noIntrinsicMetric)

    #expect(view.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 33, height: 0))
  }
}
