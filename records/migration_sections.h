// The sections of the archive's schema file (schemas/archive.sql): each "-- migration N" section
// brings an archive from version N-1 to version N. Archive::migrate applies them to an archive
// written before; the build applies them all to an empty database once, and a new archive is
// made from what they made (fresh_archive_schema.h).
#pragma once

#include <string_view>
#include <vector>

namespace chatur::records {

// The schema file, compiled in (records/archive_schema.cpp.in).
extern const std::string_view kArchiveSchema;

struct MigrationSection {
  int version = 0;       // the version the section brings an archive to
  std::string_view sql;  // its statements, after the marker's line
};

// The sections of `schema` in the file's order. Throws std::invalid_argument for a marker
// without a number.
std::vector<MigrationSection> migration_sections(std::string_view schema);

}  // namespace chatur::records
