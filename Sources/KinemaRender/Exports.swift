// `import KinemaRender` brings the pictures and text writers and the whole engine they draw
// (`Kinema` and the modules it re-exports), so a test can build a scene and draw it with one import.
@_exported import Kinema
