# Lint as tests (label lint): clang-tidy-14 over lib/, demo/, tests/ and docs/examples/ with the
# compile database (and the explorer's C++ with em++'s flags), clang-format-14 --dry-run -Werror
# over every C++ file, shellcheck over every shell script. Zero findings is the pass mark.
# QUEENS_LINT is off by default (it needs clang-tidy-14 and takes a minute or two); CI turns it on.
find_program(QUEENS_CLANG_TIDY NAMES clang-tidy-14 clang-tidy REQUIRED)
find_program(QUEENS_CLANG_FORMAT NAMES clang-format-14 clang-format REQUIRED)
find_program(QUEENS_SHELLCHECK shellcheck REQUIRED)
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME lint.clang_tidy
         COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/lint.py tidy
                 --build ${PROJECT_BINARY_DIR} --source ${PROJECT_SOURCE_DIR}
                 --clang-tidy ${QUEENS_CLANG_TIDY} --jobs 2 --dirs lib demo tests docs/examples
                 explorer --databases ${QUEENS_EXPLORER_LINT_DATABASE})
add_test(NAME lint.clang_format
         COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/lint.py format
                 --source ${PROJECT_SOURCE_DIR} --clang-format ${QUEENS_CLANG_FORMAT})
add_test(NAME lint.shellcheck
         COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/lint.py shell
                 --source ${PROJECT_SOURCE_DIR} --shellcheck ${QUEENS_SHELLCHECK})
set_tests_properties(lint.clang_tidy lint.clang_format lint.shellcheck PROPERTIES LABELS lint TIMEOUT 1200)
