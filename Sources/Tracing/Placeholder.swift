// Placeholder: replaced by the module's first real source file.
