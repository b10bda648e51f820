// Every stage reports through ModelGenDiagnostics; its types are part of this module's API.
@_exported import ModelGenDiagnostics
