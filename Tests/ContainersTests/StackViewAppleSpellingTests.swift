import AVKitCompat
import Foundation
import PiPSimTesting
import Testing

@MainActor
struct StackViewAppleSpellingTests {
  @Test func codeWrittenForUIKitBuildsAStackView() {
    SimulatedApp.start(device: .iPhone14)
    let first = UIView()
    let second = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = NSLayoutConstraint.Axis.vertical
    stack.distribution = UIStackView.Distribution.fillEqually
    stack.alignment = UIStackView.Alignment.center
    stack.spacing = UIStackView.spacingUseSystem
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: first)
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

    #expect(stack.arrangedSubviews.count == 2)
    #expect(stack.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(first.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
  }
}
