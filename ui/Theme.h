#pragma once
// Colour themes the IDE can be started with (`--theme dark`): the widgets, the graph and the
// code view all derive their colours from the application palette.

#include <QPalette>

namespace ks {

/// A dark palette for the Fusion style (window, base, text, highlight, links, disabled text).
QPalette darkPalette();

} // namespace ks
