import CPulse

extension AudioFormat.SampleEncoding {
  /// libpulse's constant for the encoding.
  var pulseAudioFormat: pa_sample_format_t {
    switch self {
    case .signed16: PA_SAMPLE_S16LE
    case .signed32: PA_SAMPLE_S32LE
    case .float32: PA_SAMPLE_FLOAT32LE
    }
  }
}
