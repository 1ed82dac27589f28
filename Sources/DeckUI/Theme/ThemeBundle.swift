/// The bundled themes, carried in the binary so they are found wherever it runs from.
///
/// `themes/NAME.yaml` is the source people read and edit; each string here is a verbatim copy
/// of one file, and `bundledThemesAreByteForByteCopiesOfTheFiles` fails, naming the file and
/// the first line that differs, when they drift. After editing a theme file, paste its whole
/// text between that theme's delimiters below (raw strings, so nothing needs escaping). This
/// keeps the build free of plugins and resource bundles, whose lookup depends on where the
/// binary is installed.
enum ThemeBundle {
    /// Name and text of each bundled theme, in the order `appdeck themes` lists them.
    static let themes: [(name: String, text: String)] = [
        ("dark", dark),
        ("light", light),
        ("high-contrast", highContrast),
        ("ansi", ansi),
        ("monochrome", monochrome),
    ]

    static let dark = ##"""
# dark: the built-in default. AppDeck carries this theme in its code (Theme.standard);
# this file is its readable form, and a test keeps the two equal. Every other theme is
# laid over it, so a theme file only needs the roles it changes.
#
# Colours: "#rrggbb" (quoted: an unquoted # starts a comment), 256:N, ansi:N, an ANSI
# name (red, bright-red, ...), default (the terminal's own), or a name from the palette.
# Attributes: bold, dim, reverse, underline, italic. `mono` is how a role looks with no
# colour at all (NO_COLOR, --no-color): attributes only.
description: Light text on near-black (the built-in default)

palette:
  background: "#1e2127"
  surface:    "#282c34"
  raised:     "#31363f"
  bar:        "#3e4451"
  selection:  "#1d2b8c"
  text:       "#c8ccd4"
  bright:     "#ffffff"
  subtle:     "#7f8794"
  line:       "#4b5263"
  red:        "#e06c75"
  orange:     "#d19a66"
  yellow:     "#e5c76b"
  green:      "#87c05f"
  cyan:       "#56b6c2"
  blue:       "#528bff"
  magenta:    "#c678dd"

roles:
  # Regions: each sets a background.
  base:              { fg: text,   bg: background, attrs: [],     mono: [] }
  statusBar:         { fg: text,   bg: bar,        attrs: [],     mono: [reverse] }
  card:              { fg: text,   bg: surface,    attrs: [],     mono: [] }
  cardSelected:      { fg: bright, bg: selection,  attrs: [bold], mono: [reverse] }
  overlay:           { fg: text,   bg: raised,     attrs: [],     mono: [] }
  overlaySelected:   { fg: bright, bg: selection,  attrs: [],     mono: [reverse] }
  input:             { fg: bright, bg: raised,     attrs: [],     mono: [underline] }
  footer:            { fg: text,   bg: surface,    attrs: [],     mono: [] }

  # Text drawn over a region: bg default lets the region's background show through.
  muted:             { fg: subtle,  bg: default, attrs: [],     mono: [dim] }
  statusBarAccent:   { fg: yellow,  bg: default, attrs: [bold], mono: [reverse, bold] }
  border:            { fg: line,    bg: default, attrs: [],     mono: [dim] }
  title:             { fg: blue,    bg: default, attrs: [bold], mono: [bold] }
  cardSymbol:        { fg: yellow,  bg: default, attrs: [bold], mono: [bold] }
  snapshot:          { fg: subtle,  bg: default, attrs: [],     mono: [] }
  state.notRunning:  { fg: subtle,  bg: default, attrs: [],     mono: [dim] }
  state.inactive:    { fg: yellow,  bg: default, attrs: [],     mono: [bold] }
  state.active:      { fg: green,   bg: default, attrs: [bold], mono: [bold, underline] }
  state.background:  { fg: blue,    bg: default, attrs: [],     mono: [underline] }
  state.suspended:   { fg: magenta, bg: default, attrs: [],     mono: [dim, underline] }
  barFill:           { fg: green,   bg: default, attrs: [],     mono: [] }
  barEmpty:          { fg: line,    bg: default, attrs: [],     mono: [dim] }
  barWarning:        { fg: orange,  bg: default, attrs: [bold], mono: [bold] }
  switchOn:          { fg: green,   bg: default, attrs: [bold], mono: [bold] }
  switchOff:         { fg: subtle,  bg: default, attrs: [],     mono: [dim] }
  event.lifecycle:   { fg: text,    bg: default, attrs: [],     mono: [] }
  event.background:  { fg: cyan,    bg: default, attrs: [],     mono: [] }
  event.task:        { fg: blue,    bg: default, attrs: [],     mono: [] }
  event.transfer:    { fg: green,   bg: default, attrs: [],     mono: [] }
  event.suspension:  { fg: magenta, bg: default, attrs: [],     mono: [dim] }
  event.termination: { fg: red,     bg: default, attrs: [bold], mono: [bold] }
  event.refresh:     { fg: yellow,  bg: default, attrs: [],     mono: [] }
  event.device:      { fg: orange,  bg: default, attrs: [],     mono: [] }
  eventTime:         { fg: subtle,  bg: default, attrs: [],     mono: [dim] }
  overlayTitle:      { fg: blue,    bg: default, attrs: [bold], mono: [bold] }
  footerKey:         { fg: blue,    bg: default, attrs: [bold], mono: [bold] }
  error:             { fg: red,     bg: default, attrs: [bold], mono: [bold, underline] }

"""##

    static let light = ##"""
# light: dark text on a light background, for terminals with a light palette.
description: Dark text on near-white

palette:
  background: "#fafafa"
  surface:    "#eeeff1"
  raised:     "#e4e5e8"
  bar:        "#d3d6dc"
  selection:  "#bcd2f7"
  text:       "#383a42"
  bright:     "#0b0c0f"
  subtle:     "#6c6f79"
  line:       "#b8bbc4"
  red:        "#c8133f"
  orange:     "#b05a00"
  yellow:     "#8f6400"
  green:      "#2f7f2e"
  cyan:       "#0b7a9c"
  blue:       "#2a5fd6"
  magenta:    "#a12aa0"

roles:
  # Regions: each sets a background.
  base:              { fg: text,   bg: background, attrs: [] }
  statusBar:         { fg: text,   bg: bar,        attrs: [] }
  card:              { fg: text,   bg: surface,    attrs: [] }
  cardSelected:      { fg: bright, bg: selection,  attrs: [bold] }
  overlay:           { fg: text,   bg: raised,     attrs: [] }
  overlaySelected:   { fg: bright, bg: selection,  attrs: [] }
  input:             { fg: bright, bg: raised,     attrs: [] }
  footer:            { fg: text,   bg: surface,    attrs: [] }

  # Text drawn over a region: bg default lets the region's background show through.
  muted:             { fg: subtle,  bg: default, attrs: [] }
  statusBarAccent:   { fg: red,     bg: default, attrs: [bold] }
  border:            { fg: line,    bg: default, attrs: [] }
  title:             { fg: blue,    bg: default, attrs: [bold] }
  cardSymbol:        { fg: yellow,  bg: default, attrs: [bold] }
  snapshot:          { fg: subtle,  bg: default, attrs: [] }
  state.notRunning:  { fg: subtle,  bg: default, attrs: [] }
  state.inactive:    { fg: yellow,  bg: default, attrs: [] }
  state.active:      { fg: green,   bg: default, attrs: [bold] }
  state.background:  { fg: blue,    bg: default, attrs: [] }
  state.suspended:   { fg: magenta, bg: default, attrs: [] }
  barFill:           { fg: green,   bg: default, attrs: [] }
  barEmpty:          { fg: line,    bg: default, attrs: [] }
  barWarning:        { fg: orange,  bg: default, attrs: [bold] }
  switchOn:          { fg: green,   bg: default, attrs: [bold] }
  switchOff:         { fg: subtle,  bg: default, attrs: [] }
  event.lifecycle:   { fg: text,    bg: default, attrs: [] }
  event.background:  { fg: cyan,    bg: default, attrs: [] }
  event.task:        { fg: blue,    bg: default, attrs: [] }
  event.transfer:    { fg: green,   bg: default, attrs: [] }
  event.suspension:  { fg: magenta, bg: default, attrs: [] }
  event.termination: { fg: red,     bg: default, attrs: [bold] }
  event.refresh:     { fg: yellow,  bg: default, attrs: [] }
  event.device:      { fg: orange,  bg: default, attrs: [] }
  eventTime:         { fg: subtle,  bg: default, attrs: [] }
  overlayTitle:      { fg: blue,    bg: default, attrs: [bold] }
  footerKey:         { fg: blue,    bg: default, attrs: [bold] }
  error:             { fg: red,     bg: default, attrs: [bold] }

"""##

    static let highContrast = ##"""
# high-contrast: pure black and white with saturated colours, for low vision and bright rooms.
description: White on black with saturated colours

palette:
  background: "#000000"
  surface:    "#000000"
  raised:     "#000000"
  bar:        "#303030"
  selection:  "#0000d7"
  text:       "#ffffff"
  bright:     "#ffffff"
  subtle:     "#c6c6c6"
  line:       "#ffffff"
  red:        "#ff5f5f"
  orange:     "#ffaf00"
  yellow:     "#ffff00"
  green:      "#00ff00"
  cyan:       "#00ffff"
  blue:       "#87afff"
  magenta:    "#ff87ff"

roles:
  # Regions: each sets a background.
  base:              { fg: text,   bg: background, attrs: [] }
  statusBar:         { fg: text,   bg: bar,        attrs: [] }
  card:              { fg: text,   bg: surface,    attrs: [] }
  cardSelected:      { fg: bright, bg: selection,  attrs: [bold, underline] }
  overlay:           { fg: text,   bg: raised,     attrs: [] }
  overlaySelected:   { fg: bright, bg: selection,  attrs: [bold] }
  input:             { fg: bright, bg: raised,     attrs: [underline] }
  footer:            { fg: text,   bg: surface,    attrs: [] }

  # Text drawn over a region: bg default lets the region's background show through.
  muted:             { fg: subtle,  bg: default, attrs: [] }
  statusBarAccent:   { fg: yellow,  bg: default, attrs: [bold] }
  border:            { fg: line,    bg: default, attrs: [] }
  title:             { fg: cyan,    bg: default, attrs: [bold] }
  cardSymbol:        { fg: yellow,  bg: default, attrs: [bold] }
  snapshot:          { fg: text,    bg: default, attrs: [] }
  state.notRunning:  { fg: subtle,  bg: default, attrs: [] }
  state.inactive:    { fg: yellow,  bg: default, attrs: [] }
  state.active:      { fg: green,   bg: default, attrs: [bold] }
  state.background:  { fg: blue,    bg: default, attrs: [] }
  state.suspended:   { fg: magenta, bg: default, attrs: [] }
  barFill:           { fg: green,   bg: default, attrs: [] }
  barEmpty:          { fg: line,    bg: default, attrs: [] }
  barWarning:        { fg: orange,  bg: default, attrs: [bold] }
  switchOn:          { fg: green,   bg: default, attrs: [bold] }
  switchOff:         { fg: subtle,  bg: default, attrs: [] }
  event.lifecycle:   { fg: text,    bg: default, attrs: [] }
  event.background:  { fg: cyan,    bg: default, attrs: [] }
  event.task:        { fg: blue,    bg: default, attrs: [] }
  event.transfer:    { fg: green,   bg: default, attrs: [] }
  event.suspension:  { fg: magenta, bg: default, attrs: [] }
  event.termination: { fg: red,     bg: default, attrs: [bold] }
  event.refresh:     { fg: yellow,  bg: default, attrs: [] }
  event.device:      { fg: orange,  bg: default, attrs: [] }
  eventTime:         { fg: subtle,  bg: default, attrs: [] }
  overlayTitle:      { fg: cyan,    bg: default, attrs: [bold] }
  footerKey:         { fg: blue,    bg: default, attrs: [bold] }
  error:             { fg: red,     bg: default, attrs: [bold] }

"""##

    static let ansi = ##"""
# ansi: only the terminal's own 16 ANSI colours and its default foreground and background,
# so AppDeck follows whatever palette the terminal is set to, light or dark.
description: The terminal's own 16 colours

roles:
  # Regions: each sets a background.
  base:              { fg: default,      bg: default, attrs: [] }
  statusBar:         { fg: black,        bg: white,   attrs: [] }
  card:              { fg: default,      bg: default, attrs: [] }
  cardSelected:      { fg: bright-white, bg: blue,    attrs: [bold] }
  overlay:           { fg: default,      bg: default, attrs: [] }
  overlaySelected:   { fg: bright-white, bg: blue,    attrs: [] }
  input:             { fg: default,      bg: default, attrs: [underline] }
  footer:            { fg: default,      bg: default, attrs: [] }

  # Text drawn over a region: bg default lets the region's background show through.
  muted:             { fg: bright-black, bg: default, attrs: [] }
  statusBarAccent:   { fg: red,          bg: default, attrs: [bold] }
  border:            { fg: bright-black, bg: default, attrs: [] }
  title:             { fg: blue,         bg: default, attrs: [bold] }
  cardSymbol:        { fg: yellow,       bg: default, attrs: [bold] }
  snapshot:          { fg: bright-black, bg: default, attrs: [] }
  state.notRunning:  { fg: bright-black, bg: default, attrs: [] }
  state.inactive:    { fg: yellow,       bg: default, attrs: [] }
  state.active:      { fg: green,        bg: default, attrs: [bold] }
  state.background:  { fg: blue,         bg: default, attrs: [] }
  state.suspended:   { fg: magenta,      bg: default, attrs: [] }
  barFill:           { fg: green,        bg: default, attrs: [] }
  barEmpty:          { fg: bright-black, bg: default, attrs: [] }
  barWarning:        { fg: red,          bg: default, attrs: [bold] }
  switchOn:          { fg: green,        bg: default, attrs: [bold] }
  switchOff:         { fg: bright-black, bg: default, attrs: [] }
  event.lifecycle:   { fg: default,      bg: default, attrs: [] }
  event.background:  { fg: cyan,         bg: default, attrs: [] }
  event.task:        { fg: blue,         bg: default, attrs: [] }
  event.transfer:    { fg: green,        bg: default, attrs: [] }
  event.suspension:  { fg: magenta,      bg: default, attrs: [] }
  event.termination: { fg: red,          bg: default, attrs: [bold] }
  event.refresh:     { fg: yellow,       bg: default, attrs: [] }
  event.device:      { fg: bright-blue,  bg: default, attrs: [] }
  eventTime:         { fg: bright-black, bg: default, attrs: [] }
  overlayTitle:      { fg: blue,         bg: default, attrs: [bold] }
  footerKey:         { fg: cyan,         bg: default, attrs: [bold] }
  error:             { fg: red,          bg: default, attrs: [bold] }

"""##

    static let monochrome = ##"""
# monochrome: no colour at all, only the terminal's default colours and attributes; the same
# look AppDeck falls back to under NO_COLOR or --no-color, chosen as a theme.
description: No colour, attributes only

roles:
  # Regions: each sets a background.
  base:              { fg: default, bg: default, attrs: [] }
  statusBar:         { fg: default, bg: default, attrs: [reverse] }
  card:              { fg: default, bg: default, attrs: [] }
  cardSelected:      { fg: default, bg: default, attrs: [reverse] }
  overlay:           { fg: default, bg: default, attrs: [] }
  overlaySelected:   { fg: default, bg: default, attrs: [reverse] }
  input:             { fg: default, bg: default, attrs: [underline] }
  footer:            { fg: default, bg: default, attrs: [] }

  # Text drawn over a region: bg default lets the region's background show through.
  muted:             { fg: default, bg: default, attrs: [dim] }
  statusBarAccent:   { fg: default, bg: default, attrs: [reverse, bold] }
  border:            { fg: default, bg: default, attrs: [dim] }
  title:             { fg: default, bg: default, attrs: [bold] }
  cardSymbol:        { fg: default, bg: default, attrs: [bold] }
  snapshot:          { fg: default, bg: default, attrs: [] }
  state.notRunning:  { fg: default, bg: default, attrs: [dim] }
  state.inactive:    { fg: default, bg: default, attrs: [bold] }
  state.active:      { fg: default, bg: default, attrs: [bold, underline] }
  state.background:  { fg: default, bg: default, attrs: [underline] }
  state.suspended:   { fg: default, bg: default, attrs: [dim, underline] }
  barFill:           { fg: default, bg: default, attrs: [] }
  barEmpty:          { fg: default, bg: default, attrs: [dim] }
  barWarning:        { fg: default, bg: default, attrs: [bold] }
  switchOn:          { fg: default, bg: default, attrs: [bold] }
  switchOff:         { fg: default, bg: default, attrs: [dim] }
  event.lifecycle:   { fg: default, bg: default, attrs: [] }
  event.background:  { fg: default, bg: default, attrs: [] }
  event.task:        { fg: default, bg: default, attrs: [] }
  event.transfer:    { fg: default, bg: default, attrs: [] }
  event.suspension:  { fg: default, bg: default, attrs: [dim] }
  event.termination: { fg: default, bg: default, attrs: [bold] }
  event.refresh:     { fg: default, bg: default, attrs: [] }
  event.device:      { fg: default, bg: default, attrs: [] }
  eventTime:         { fg: default, bg: default, attrs: [dim] }
  overlayTitle:      { fg: default, bg: default, attrs: [bold] }
  footerKey:         { fg: default, bg: default, attrs: [bold] }
  error:             { fg: default, bg: default, attrs: [bold, underline] }

"""##
}
