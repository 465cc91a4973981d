// The schema of a new archive, made at build time (records/fresh_schema_tool.cpp) by applying
// every section of schemas/archive.sql to an empty database: its tables, indexes and views in the
// order they were made, as SQLite keeps their statements. A new archive runs these statements
// rather than the migrations one after the other, whose SQL SQLite parsed, and its whole schema
// again after each table a migration rebuilt: 35 million instructions, what importing a hundred
// games takes.
#pragma once

#include <string_view>

namespace chatur::records {

extern const std::string_view kFreshArchiveSchema;
extern const int kFreshArchiveVersion;  // the last section's version

}  // namespace chatur::records
