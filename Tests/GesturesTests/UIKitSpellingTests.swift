import AVKitCompat
import PiPSimTesting
import Testing

/// A screen as an iOS app writes it, with UIKit's names: a pan that moves a card, a double tap.
@MainActor
private final class CardScreen: UIViewController, UIGestureRecognizerDelegate {
  let card = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
  private(set) var doubleTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    let pan = UIPanGestureRecognizer(target: self, action: CardScreen.handlePan)
    pan.delegate = self
    card.addGestureRecognizer(pan)
    let doubleTap = UITapGestureRecognizer(target: self, action: CardScreen.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)
  }

  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    let translation = recognizer.translation(in: view)
    card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
    recognizer.setTranslation(.zero, in: view)
  }

  func handleDoubleTap() { doubleTaps += 1 }
}

@MainActor
@Suite struct UIKitSpellingTests {
  @Test func aScreenWrittenWithUIKitNamesFollowsTheUsersFinger() {
    withSimulatedApp { app in
      let screen = CardScreen()
      app.show(screen)
      app.pan(screen.card, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 110, y: 90))
      #expect(abs(screen.card.frame.minX - 80) < 1e-9)
      #expect(abs(screen.card.frame.minY - 240) < 1e-9)
      app.tap(screen.view, at: CGPoint(x: 300, y: 600), taps: 2)
      #expect(screen.doubleTaps == 1)
      #expect(UIGestureRecognizer.State.recognized == .ended)
      #expect(UIRectEdge.all.rawValue == 15)
    }
  }
}
