# Finds libtorch inside the torch wheel of the project's virtualenv (Debian's libtorch is
# too old). The wheel is located through torch.utils.cmake_prefix_path; only the CPU
# libraries (c10, torch_cpu) are linked, so no CUDA toolkit is needed to build or run. CMake puts
# their folder in the build tree's RUNPATH and drops it on install (libtorch is found at run time).
# Input: KS_PYTHON (the virtualenv's python). Provides Torch::Torch, Torch::Headers,
# TorchWheel_VERSION and TorchWheel_ROOT.
if(NOT KS_PYTHON)
  message(FATAL_ERROR "FindTorchWheel: set KS_PYTHON to the virtualenv's python")
endif()

execute_process(
  COMMAND "${KS_PYTHON}" -c
    "import torch, torch.utils; print(torch.utils.cmake_prefix_path); print(torch.__version__); print(int(torch._C._GLIBCXX_USE_CXX11_ABI))"
  OUTPUT_VARIABLE _tw_out
  ERROR_VARIABLE _tw_err
  RESULT_VARIABLE _tw_rc
  OUTPUT_STRIP_TRAILING_WHITESPACE)

if(_tw_rc EQUAL 0)
  string(REPLACE "\n" ";" _tw_lines "${_tw_out}")
  list(GET _tw_lines 0 TorchWheel_CMAKE_PREFIX_PATH)
  list(GET _tw_lines 1 TorchWheel_VERSION)
  list(GET _tw_lines 2 TorchWheel_CXX11_ABI)
  # cmake_prefix_path is <torch>/share/cmake
  get_filename_component(TorchWheel_ROOT "${TorchWheel_CMAKE_PREFIX_PATH}/../.." ABSOLUTE)
  find_path(TorchWheel_INCLUDE_DIR NAMES ATen/ATen.h PATHS "${TorchWheel_ROOT}/include" NO_DEFAULT_PATH)
  find_library(TorchWheel_TORCH_CPU NAMES torch_cpu PATHS "${TorchWheel_ROOT}/lib" NO_DEFAULT_PATH)
  find_library(TorchWheel_C10 NAMES c10 PATHS "${TorchWheel_ROOT}/lib" NO_DEFAULT_PATH)
else()
  message(STATUS "FindTorchWheel: '${KS_PYTHON}' could not import torch: ${_tw_err}")
endif()

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(TorchWheel
  REQUIRED_VARS TorchWheel_INCLUDE_DIR TorchWheel_TORCH_CPU TorchWheel_C10
  VERSION_VAR TorchWheel_VERSION)

if(TorchWheel_FOUND AND NOT TARGET Torch::Torch)
  # Torch::Headers: compiles against libtorch without linking it (a module whose libtorch is
  # loaded by the program first, from wherever it finds it at run time).
  add_library(Torch::Headers INTERFACE IMPORTED)
  add_library(Torch::Torch INTERFACE IMPORTED)
  # SYSTEM include directories: libtorch's headers are not held to our warning flags.
  foreach(_tw_target Torch::Headers Torch::Torch)
    set_target_properties(${_tw_target} PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES
        "${TorchWheel_INCLUDE_DIR};${TorchWheel_INCLUDE_DIR}/torch/csrc/api/include"
      INTERFACE_SYSTEM_INCLUDE_DIRECTORIES
        "${TorchWheel_INCLUDE_DIR};${TorchWheel_INCLUDE_DIR}/torch/csrc/api/include"
      INTERFACE_COMPILE_DEFINITIONS "_GLIBCXX_USE_CXX11_ABI=${TorchWheel_CXX11_ABI}")
  endforeach()
  set_target_properties(Torch::Torch PROPERTIES
    INTERFACE_LINK_LIBRARIES "${TorchWheel_TORCH_CPU};${TorchWheel_C10}")
endif()
mark_as_advanced(TorchWheel_INCLUDE_DIR TorchWheel_TORCH_CPU TorchWheel_C10)
