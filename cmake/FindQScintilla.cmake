# Finds QScintilla for Qt 6. Debian ships headers and the library but no CMake config.
# Provides the imported target QScintilla::QScintilla.
find_path(QScintilla_INCLUDE_DIR
  NAMES Qsci/qsciscintilla.h
  PATH_SUFFIXES qt6 x86_64-linux-gnu/qt6 aarch64-linux-gnu/qt6
  HINTS ${Qt6_DIR}/../../../include)
find_library(QScintilla_LIBRARY NAMES qscintilla2_qt6)

if(QScintilla_INCLUDE_DIR AND EXISTS "${QScintilla_INCLUDE_DIR}/Qsci/qsciglobal.h")
  file(STRINGS "${QScintilla_INCLUDE_DIR}/Qsci/qsciglobal.h" _qsci_version_line
       REGEX "^#define QSCINTILLA_VERSION_STR")
  string(REGEX REPLACE ".*\"([^\"]+)\".*" "\\1" QScintilla_VERSION "${_qsci_version_line}")
endif()

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(QScintilla
  REQUIRED_VARS QScintilla_LIBRARY QScintilla_INCLUDE_DIR
  VERSION_VAR QScintilla_VERSION)

if(QScintilla_FOUND AND NOT TARGET QScintilla::QScintilla)
  add_library(QScintilla::QScintilla SHARED IMPORTED)
  set_target_properties(QScintilla::QScintilla PROPERTIES
    IMPORTED_LOCATION "${QScintilla_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${QScintilla_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "Qt6::Widgets;Qt6::PrintSupport")
endif()
mark_as_advanced(QScintilla_INCLUDE_DIR QScintilla_LIBRARY)
