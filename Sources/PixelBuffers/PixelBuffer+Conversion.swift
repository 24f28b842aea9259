import CAVUtil

extension PixelBuffer {
  /// A new buffer of its own holding this picture in `format` at `width` x `height`: converted and
  /// scaled by libswscale (bilinear, BT.601 colours, as libswscale defaults), the sequence number and
  /// times copied. This buffer is unchanged.
  ///
  /// The corresponding C functions are `sws_getContext` and `sws_scale_frame`.
  /// - Throws: ``PixelBufferError/nonPositiveSize(width:height:)`` and the other errors of
  ///   ``init(width:height:format:)`` for the new buffer; ``PixelBufferError/unsupportedPixelFormat(_:)``
  ///   when libswscale cannot read this format or write `format`; ``PixelBufferError/libavutil(function:code:message:)``
  ///   when the conversion fails.
  public func converted(to format: PixelFormat, width: Int, height: Int) throws(PixelBufferError)
    -> PixelBuffer
  {
    let source = AVPixelFormat(rawValue: frame.pointee.format)
    let target = format.avPixelFormat
    guard sws_isSupportedInput(source) != 0 else { throw .unsupportedPixelFormat(self.format.name) }
    guard sws_isSupportedOutput(target) != 0 else { throw .unsupportedPixelFormat(format.name) }
    let converted = try PixelBuffer(width: width, height: height, format: format)
    guard
      let scaler = sws_getContext(
        Int32(self.width), Int32(self.height), source, Int32(width), Int32(height), target,
        Int32(SWS_BILINEAR), nil, nil, nil)
    else {
      throw .libavutil(function: "sws_getContext", code: pipsim_averror(EINVAL), message: "no conversion")
    }
    defer { sws_freeContext(scaler) }
    let code = sws_scale_frame(scaler, converted.frame, frame)
    guard code >= 0 else {
      throw .libavutil(function: "sws_scale_frame", code: code, message: libavutilErrorText(code))
    }
    // A frame of its own, whatever properties libswscale carries over from the source (`opaque`
    // marks a pooled frame's pool).
    converted.frame.pointee.opaque = nil
    converted.sequenceNumber = sequenceNumber
    converted.captureTimeNanoseconds = captureTimeNanoseconds
    converted.presentationTimeNanoseconds = presentationTimeNanoseconds
    return converted
  }
}
