// Placeholder: replaced by the module's first real test file.
