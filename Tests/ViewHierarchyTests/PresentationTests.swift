import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct PresentationTests {
  @Test func presentedViewFillsTheWindowAndCompletionWaitsForTheAnimation() throws {
    let fixture = RotationFixture()
    let presented = RotatingViewController()
    var completed = false
    fixture.root.present(presented, animated: true) { completed = true }
    #expect(presented.view.superview === fixture.window)
    #expect(presented.view.frame == fixture.window.bounds)
    #expect(fixture.root.presentedViewController === presented)
    #expect(presented.presentingViewController === fixture.root)
    #expect(fixture.window.topmostFullWindowViewController === presented)
    try fixture.simulation.runLoop.advance(by: .milliseconds(349))
    #expect(!completed)
    try fixture.simulation.runLoop.advance(by: .milliseconds(1))
    #expect(completed)
  }

  @Test func dismissFromThePresenterRemovesTheWholeChainWhenTheAnimationEnds() throws {
    let fixture = RotationFixture()
    let first = RotatingViewController()
    let second = RotatingViewController()
    fixture.root.present(first, animated: false)
    first.present(second, animated: false)
    var dismissed = false
    fixture.root.dismiss(animated: true) { dismissed = true }
    #expect(first.view.window != nil)
    try fixture.advance(seconds: 0.35)
    #expect(dismissed)
    #expect(first.view.superview == nil && second.view.superview == nil)
    #expect(fixture.root.presentedViewController == nil && first.presentingViewController == nil)
    #expect(fixture.window.topmostFullWindowViewController === fixture.root)
  }

  @Test func dismissOnAPresenterDismissesWhatItPresentsNotItself() {
    let fixture = RotationFixture()
    let first = RotatingViewController()
    let second = RotatingViewController()
    fixture.root.present(first, animated: false)
    first.present(second, animated: false)
    first.dismiss(animated: false)
    fixture.simulation.runLoop.runUntilIdle()
    #expect(second.view.superview == nil)
    #expect(first.view.superview === fixture.window)
    #expect(fixture.window.topmostFullWindowViewController === first)
  }

  @Test func refusedPresentationsRunNoCompletionAndSayWhy() {
    let fixture = RotationFixture()
    var completions = 0
    fixture.root.present(RotatingViewController(), animated: false) { completions += 1 }
    fixture.root.present(RotatingViewController(), animated: false) { completions += 1 }
    let detached = RotatingViewController()
    detached.present(RotatingViewController(), animated: false) { completions += 1 }
    detached.dismiss(animated: false) { completions += 1 }
    fixture.root.dismiss(animated: true) { completions += 1 }
    fixture.root.dismiss(animated: true) { completions += 1 }
    fixture.simulation.runLoop.runUntilIdle()
    #expect(completions == 1)
    #expect(fixture.simulation.diagnostics.codes == Array(repeating: .presentationRefused, count: 4))
  }
}
