import CAVUtil

/// The one place where libavutil's negative error codes become typed errors.
///
/// - Parameters:
///   - code: The value a libavutil function returned.
///   - function: The C function's name, for the error text.
/// - Throws: `PixelBufferError.libavutil` with `av_strerror`'s text when `code` is negative.
@usableFromInline
func checkLibAVUtil(_ code: Int32, _ function: String) throws(PixelBufferError) {
  guard code < 0 else { return }
  throw .libavutil(function: function, code: code, message: libavutilErrorText(code))
}

/// `av_strerror`'s text for a libavutil error code.
func libavutilErrorText(_ code: Int32) -> String {
  var text = [CChar](repeating: 0, count: 128)
  let found = text.withUnsafeMutableBufferPointer { av_strerror(code, $0.baseAddress, $0.count) }
  guard found == 0 else { return "unknown libavutil error" }
  return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
