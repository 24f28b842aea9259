import SVGWriting
import Testing

@Suite struct SVGTextTests {
  @Test func numbersAreRoundedToHundredthsWithoutTrailingZerosOrExponent() {
    #expect(SVGText.number(12) == "12")
    #expect(SVGText.number(12.5) == "12.5")
    #expect(SVGText.number(0.1 + 0.2) == "0.3")
    #expect(SVGText.number(-0.25) == "-0.25")
    #expect(SVGText.number(3.007) == "3.01")
    #expect(SVGText.number(-0.001) == "0")
    #expect(SVGText.number(1e-9) == "0")
    #expect(SVGText.number(123_456_789) == "123456789")
    #expect(SVGText.number(.infinity) == "0")
    #expect(SVGText.number(1e300) == "1000000000000000")
  }

  @Test func textIsEscapedForXML() {
    #expect(SVGText.escaped(#"a<b & "c" 'd'>"#) == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
  }
}
