import Controls
import Foundation
import PiPSimTesting
import Runtime
import Testing
import ViewHierarchy

/// Sizes worked out by hand from the model's constants (docs/ios-behaviour.md): advances of
/// capitals 0.66 em, lowercase 0.54, narrow letters 0.25, spaces 0.26, the ellipsis 0.78; line
/// height 2444/2048 em; rounded up to thirds of a point on the 3x iPhone 14.
@MainActor
struct LabelTests {
  @Test func aLabelStartsAsUIKitsDoes() {
    withSimulatedApp { _ in
      let label = Label()
      #expect(label.font == Font.systemFont(ofSize: 17))
      #expect(label.textColor == Color.label)
      #expect(label.textAlignment == .natural)
      #expect(label.numberOfLines == 1)
      #expect(label.lineBreakMode == .byTruncatingTail)
      #expect(!label.isUserInteractionEnabled)
      #expect(label.intrinsicContentSize == .zero)
    }
  }

  @Test func helloInTheSystemFontMeasuresByTheModel() {
    withSimulatedApp { _ in
      let label = Label()
      label.text = "Hello"
      // H 0.66 + e 0.54 + l 0.25 + l 0.25 + o 0.54 = 2.24 em x 17 = 38.08 -> 115/3; 20.287 -> 61/3.
      #expect(label.intrinsicContentSize == CGSize(width: 115.0 / 3, height: 61.0 / 3))
    }
  }

  @Test func autoLayoutSizesALabelToItsTextAndFollowsAChange() throws {
    try withSimulatedApp { app in
      let root = try #require(app.window.rootViewController?.view)
      let label = Label()
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      ])
      label.text = "Hello"
      root.layoutIfNeeded()
      // The hugging and compression-resistance constraints hold the label at the measured size
      // (up to the layout engine's 2^-20-point grid).
      #expect(label.frame.origin == CGPoint(x: 20, y: 100))
      #expect(abs(label.frame.width - 115.0 / 3) < 1e-5)
      #expect(abs(label.frame.height - 61.0 / 3) < 1e-5)
      label.text = "Hello Hello"
      root.layoutIfNeeded()
      #expect(abs(label.frame.width - label.intrinsicContentSize.width) < 1e-5)
      #expect(label.frame.width > 115.0 / 3 * 2)
    }
  }

  @Test func multiLineLabelsWrapAtThePreferredWidth() {
    withSimulatedApp { _ in
      let label = Label()
      label.font = .systemFont(ofSize: 10)
      label.text = "aaa bbb ccc"
      // One line: 3 words of 16.2 and 2 spaces of 2.6 = 53.8 -> 54.
      #expect(label.intrinsicContentSize == CGSize(width: 54, height: 36.0 / 3))
      label.numberOfLines = 0
      label.preferredMaxLayoutWidth = 40
      // "aaa bbb" (35.0) fits 40, "ccc" wraps: two lines of 11.93 = 23.87 -> 24.
      #expect(label.intrinsicContentSize == CGSize(width: 35, height: 24))
      #expect(label.sizeThatFits(CGSize(width: 40, height: 1000)) == CGSize(width: 35, height: 24))
      label.preferredMaxLayoutWidth = 0
      #expect(label.intrinsicContentSize.height == 12)
    }
  }

  @Test func numberOfLinesLimitsAndTruncatesTheLastLine() {
    withSimulatedApp { _ in
      let label = Label()
      label.font = .systemFont(ofSize: 10)
      label.numberOfLines = 2
      label.preferredMaxLayoutWidth = 40
      label.text = "aaa bbb ccc ddd eee"
      // Three lines would be needed; the second shows "ccc dd…" = 29.6 + 7.8 = 37.4 -> 113/3.
      #expect(label.intrinsicContentSize == CGSize(width: 113.0 / 3, height: 24))
      let lines = label.layout(width: 40, lines: 2)
      #expect(lines.map(\.text) == ["aaa bbb ", "ccc dd…"])
      label.lineBreakMode = .byWordWrapping
      #expect(label.layout(width: 40, lines: 2).map(\.text) == ["aaa bbb ", "ccc ddd "])
    }
  }

  @Test func truncationPutsTheEllipsisWhereTheModeSays() {
    withSimulatedApp { _ in
      let label = Label()
      label.font = .systemFont(ofSize: 10)
      label.text = "aaaaaaaaaa"
      // Four a's (4 x 5.4) and the ellipsis (7.8) make 29.4, within 30; five would not.
      #expect(label.layout(width: 30, lines: 1).map(\.text) == ["aaaa…"])
      label.lineBreakMode = .byTruncatingHead
      #expect(label.layout(width: 30, lines: 1).map(\.text) == ["…aaaa"])
      label.lineBreakMode = .byTruncatingMiddle
      #expect(label.layout(width: 30, lines: 1).map(\.text) == ["aa…aa"])
      label.lineBreakMode = .byClipping
      #expect(label.layout(width: 30, lines: 1).map(\.width) == [30])
    }
  }

  @Test func newlinesBreakAndLongWordsBreakBetweenCharacters() {
    withSimulatedApp { _ in
      let label = Label()
      label.font = .systemFont(ofSize: 10)
      label.numberOfLines = 0
      label.text = "ab\ncd"
      // The wider line, "ab" (0.54 + 0.54) x 10 = 10.8 -> 11; two lines -> 24.
      #expect(label.intrinsicContentSize == CGSize(width: 11, height: 24))
      label.preferredMaxLayoutWidth = 12
      label.text = "aaaa"
      // 5.4 per a: two fit in 12.
      #expect(label.layout(width: 12, lines: 0).map(\.text) == ["aa", "aa"])
    }
  }

  @Test func attributedTextIsMeasuredInItsRunsFonts() {
    withSimulatedApp { _ in
      let label = Label()
      let text = NSMutableAttributedString(string: "aa", attributes: [.font: Font.systemFont(ofSize: 10)])
      text.append(NSAttributedString(string: "aa", attributes: [.font: Font.systemFont(ofSize: 20)]))
      label.attributedText = text
      #expect(label.text == "aaaa")
      // 2 x 5.4 + 2 x 10.8 = 32.4 -> 98/3; the tallest run, 20 pt: 23.87 -> 24.
      #expect(label.intrinsicContentSize == CGSize(width: 98.0 / 3, height: 24))
      label.text = "aa"
      #expect(label.attributedText?.string == "aa")
      // Plain text is measured in the label's 17 pt font: 2 x 0.54 x 17 = 18.36 -> 56/3.
      #expect(label.intrinsicContentSize.width == 56.0 / 3)
    }
  }

  @Test func weightWidensAndMonospacedDigitsEvenOutOnes() {
    withSimulatedApp { _ in
      let label = Label()
      label.text = "aaa"
      label.font = .boldSystemFont(ofSize: 10)
      // 16.2 x (1 + 0.15 x 0.4) = 17.172 -> 52/3.
      #expect(label.intrinsicContentSize.width == 52.0 / 3)
      label.text = "111"
      label.font = .systemFont(ofSize: 10)
      #expect(label.intrinsicContentSize.width == 38.0 / 3)  // 3 x 4.2 = 12.6
      label.font = .monospacedDigitSystemFont(ofSize: 10, weight: .regular)
      #expect(label.intrinsicContentSize.width == 18)  // 3 x 6.0
    }
  }

  @Test func textRectFitsTheBoundsAndTheirLines() {
    withSimulatedApp { _ in
      let label = Label()
      label.font = .systemFont(ofSize: 10)
      label.text = "aaa bbb ccc"
      let oneLine = label.textRect(
        forBounds: CGRect(x: 5, y: 6, width: 40, height: 100), limitedToNumberOfLines: 1)
      #expect(oneLine.origin == CGPoint(x: 5, y: 6))
      #expect(oneLine.width <= 40)
      #expect(oneLine.height == 12)
      let two = label.textRect(
        forBounds: CGRect(x: 0, y: 0, width: 40, height: 100), limitedToNumberOfLines: 0)
      #expect(two.size == CGSize(width: 35, height: 24))
      let short = label.textRect(
        forBounds: CGRect(x: 0, y: 0, width: 40, height: 15), limitedToNumberOfLines: 0)
      #expect(short.height == 12)
    }
  }

  @Test func settingNotSimulatedPropertiesIsReported() {
    withSimulatedApp { _ in
      let label = Label()
      label.adjustsFontSizeToFitWidth = true
      label.numberOfLines = -3
      #expect(label.numberOfLines == 0)
      let reported = Simulation.current.diagnostics.entries.filter { $0.code == .apiNotSimulated }
      #expect(reported.contains { $0.subject == "UILabel.adjustsFontSizeToFitWidth" })
    }
  }
}
