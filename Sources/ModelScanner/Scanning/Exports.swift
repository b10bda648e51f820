// Scan diagnostics and errors are ModelGenDiagnostics values; its types are part of this module's API.
@_exported import ModelGenDiagnostics
