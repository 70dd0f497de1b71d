// QUEENS_API: what a shared build of the library lets programs call.
//
// The libraries are compiled with hidden symbols (cmake/rooms.cmake, queens_library_properties),
// so a shared libqueens_ROOM.so.1 exports only the declarations marked QUEENS_API: the classes
// and functions the headers offer. Its workings (the engines, the formats' helpers) stay inside,
// free to change without breaking a program linked against it, and the library's calls to them
// need no detour through the dynamic linker. {fmt} does the same with FMT_API, spdlog with
// SPDLOG_API.
//
// CMake defines QUEENS_SHARED for a shared library and for everyone who uses it (its exported
// targets, and the pkg-config file's Cflags), so that a program sees the declarations the
// library was built with (fmt's FMT_SHARED, spdlog's SPDLOG_SHARED_LIB). A static library, and code
// compiled without CMake's targets (the explorer's WebAssembly module, em++), see an empty mark. On
// ELF, building the library and using it take the same mark; Windows' dllexport and dllimport would
// need two, and the project is not built there.
#pragma once

#if defined(QUEENS_SHARED) && (defined(__GNUC__) || defined(__clang__))
#define QUEENS_API __attribute__((visibility("default")))
#else
#define QUEENS_API
#endif

namespace queens {

// The classes are marked here, on declarations before their definitions, and not on their own
// lines: those lines are what a student reads (piece.hpp and queen.hpp first) and what tools
// read too (docs/update.py's class diagram, the explorer's code view), and they stay as the
// design writes them. GCC and clang take a class's visibility from a declaration before its
// definition, and every header of the library reaches this one before its classes (the core's
// through lines.hpp or solution.hpp, the other rooms' through the core's); package.shared.install
// checks that they are exported. Marking a class exports its out-of-line members, its vtable and
// its type_info: one type on both sides of the library, for a `catch` or a `dynamic_cast`.
// As with a linker's version script, the classes of every room are listed in this one place.

// core: the piece protocol, Budd's queen, the decorators, the board, a solution
class QUEENS_API piece;
class QUEENS_API null_queen;
class QUEENS_API queen;
class QUEENS_API piece_decorator;
class QUEENS_API counting_piece;
class QUEENS_API board;
class QUEENS_API solution;
// pieces: the fast queen, the chained pieces, the registry, a puzzle
class QUEENS_API fast_queen;
class QUEENS_API chained_piece;
class QUEENS_API super_queen;
class QUEENS_API toroidal_queen;
class QUEENS_API rook;
struct QUEENS_API piece_kind;
class QUEENS_API piece_registry;
class QUEENS_API problem;
// trace: the links and listeners, the formats and their writer
class QUEENS_API trace_listener;
class QUEENS_API trace_recorder;
class QUEENS_API trace_context;
class QUEENS_API traced_link;
class QUEENS_API message_counter;
class QUEENS_API trace_too_large;
struct QUEENS_API trace_interrupted;
class QUEENS_API trace_format;
class QUEENS_API trace_format_registry;
class QUEENS_API trace_writer;

} // namespace queens
