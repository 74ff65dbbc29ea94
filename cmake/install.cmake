# `cmake --install build --prefix P` lays out gamecert as a package:
#   bin/gamecert, bin/gamecert-check           the two programs
#   lib/libgamecert.so*                        the public library (api/)
#   include/gamecert/*.hpp                     its interface, one header per game + certificate.hpp
#   lib/cmake/gamecert/                        find_package(gamecert): target gamecert::gamecert
#   lib/pkgconfig/gamecert.pc                  pkg-config --cflags --libs gamecert
#   share/gamecert/certs/                      the committed certificates, MANIFEST, FORMAT.md and RECIPES,
#                                              where `gamecert serve` looks for them
# Internal headers (lib/, checker/) are not installed.
include(CMakePackageConfigHelpers)

install(TARGETS gamecert gamecert-check RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS libgamecert EXPORT gamecertTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/gamecert DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

set(GAMECERT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/gamecert)
install(EXPORT gamecertTargets NAMESPACE gamecert:: DESTINATION ${GAMECERT_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/gamecertConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/gamecertConfig.cmake INSTALL_DESTINATION ${GAMECERT_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/gamecertConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/gamecertConfig.cmake ${PROJECT_BINARY_DIR}/gamecertConfigVersion.cmake
        DESTINATION ${GAMECERT_CMAKE_DIR})

file(RELATIVE_PATH GAMECERT_PC_TO_PREFIX /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
configure_file(${CMAKE_CURRENT_LIST_DIR}/gamecert.pc.in ${PROJECT_BINARY_DIR}/gamecert.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/gamecert.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# Only what MANIFEST lists (and the format and recipes), not stray files of a working tree.
install(FILES ${PROJECT_SOURCE_DIR}/certs/MANIFEST ${PROJECT_SOURCE_DIR}/certs/FORMAT.md
              ${PROJECT_SOURCE_DIR}/certs/RECIPES DESTINATION ${CMAKE_INSTALL_DATADIR}/gamecert/certs)
file(STRINGS ${PROJECT_SOURCE_DIR}/certs/MANIFEST _manifest_lines)
foreach(_line ${_manifest_lines})
  string(REGEX REPLACE "^[0-9a-f]+ [0-9]+ ([^ ]+) .*$" "\\1" _path "${_line}")
  get_filename_component(_folder ${_path} DIRECTORY)
  install(FILES ${PROJECT_SOURCE_DIR}/certs/${_path} DESTINATION ${CMAKE_INSTALL_DATADIR}/gamecert/certs/${_folder})
endforeach()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/certs/MANIFEST)
