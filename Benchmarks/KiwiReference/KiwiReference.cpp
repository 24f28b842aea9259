// The kiwi reference: kiwi's C++ solver (the core of kiwisolver, header-only, from the PyPI source
// distribution that build.sh downloads; none of its code is in this repository) driven through a
// small C interface, so that LifecycleBenchmarks can load it with dlopen and time it, and count its
// instructions, exactly as it does PiPSim's solver.
//
// It reads a workload written by SolverWorkload (Benchmarks/SolverWorkloads/SolverWorkload.swift):
// variables, constraints with priorities and weights, the constraints and edit variables a build
// adds, and the steps an operation cycles through. PiPSim's priorities are lexicographic; kiwi's
// strengths are one weighted sum, with strong = 10^6, medium = 10^3 and weak = 1 in its own scale.
// The distinct priorities below required in a workload map to those three in order, highest first
// (a workload with more than three is refused), each times its weight.
#include <cmath>
#include <kiwi/kiwi.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

// A JSON value: just what a workload file holds.
struct Json {
  enum Kind { Null, Number, String, Array, Object } kind = Null;
  double number = 0;
  std::string text;
  std::vector<Json> items;
  std::map<std::string, Json> members;

  const Json &operator[](const std::string &key) const {
    auto found = members.find(key);
    if (kind != Object || found == members.end()) throw std::runtime_error("missing key '" + key + "'");
    return found->second;
  }
  const std::vector<Json> &array() const {
    if (kind != Array) throw std::runtime_error("expected an array");
    return items;
  }
  double value() const {
    if (kind != Number) throw std::runtime_error("expected a number");
    return number;
  }
  size_t index() const { return static_cast<size_t>(value()); }
};

class JsonParser {
 public:
  explicit JsonParser(const std::string &text) : text_(text) {}

  Json parse() {
    Json value = parseValue();
    skipSpace();
    if (position_ != text_.size()) fail("text after the value");
    return value;
  }

 private:
  const std::string &text_;
  size_t position_ = 0;

  [[noreturn]] void fail(const std::string &what) {
    throw std::runtime_error("JSON: " + what + " at offset " + std::to_string(position_));
  }

  void skipSpace() {
    while (position_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[position_]))) position_++;
  }

  bool take(char expected) {
    skipSpace();
    if (position_ < text_.size() && text_[position_] == expected) {
      position_++;
      return true;
    }
    return false;
  }

  void expect(char expected) {
    if (!take(expected)) fail(std::string("expected '") + expected + "'");
  }

  Json parseValue() {
    skipSpace();
    if (position_ >= text_.size()) fail("unexpected end");
    char first = text_[position_];
    Json value;
    if (first == '{') {
      position_++;
      value.kind = Json::Object;
      if (take('}')) return value;
      do {
        skipSpace();
        std::string key = parseString();
        expect(':');
        value.members[key] = parseValue();
      } while (take(','));
      expect('}');
    } else if (first == '[') {
      position_++;
      value.kind = Json::Array;
      if (take(']')) return value;
      do {
        value.items.push_back(parseValue());
      } while (take(','));
      expect(']');
    } else if (first == '"') {
      value.kind = Json::String;
      value.text = parseString();
    } else if (text_.compare(position_, 4, "null") == 0) {
      position_ += 4;
    } else {
      const char *start = text_.c_str() + position_;
      char *end = nullptr;
      value.kind = Json::Number;
      value.number = std::strtod(start, &end);
      if (end == start) fail("expected a value");
      position_ += static_cast<size_t>(end - start);
    }
    return value;
  }

  std::string parseString() {
    if (position_ >= text_.size() || text_[position_] != '"') fail("expected a string");
    position_++;
    std::string result;
    while (position_ < text_.size() && text_[position_] != '"') {
      char character = text_[position_++];
      if (character == '\\') {
        if (position_ >= text_.size()) fail("unfinished escape");
        char escaped = text_[position_++];
        switch (escaped) {
          case 'n': result += '\n'; break;
          case 't': result += '\t'; break;
          case 'u': result += '?'; position_ += 4; break;  // names only: any character will do
          default: result += escaped;
        }
      } else {
        result += character;
      }
    }
    if (position_ >= text_.size()) fail("unfinished string");
    position_++;
    return result;
  }
};

struct Suggestion {
  size_t edit;
  double value;
};

struct Step {
  std::vector<size_t> remove;
  std::vector<size_t> add;
  std::vector<Suggestion> suggest;
};

struct Edit {
  size_t variable;
  double strength;
  double value;
};

struct Reference {
  std::vector<kiwi::Variable> variables;
  std::vector<kiwi::Constraint> constraints;
  std::vector<size_t> initial;
  std::vector<Edit> edits;
  std::vector<Step> steps;
  std::unique_ptr<kiwi::Solver> solver;
  size_t nextStep = 0;
  std::string error;
};

std::vector<size_t> indices(const Json &array) {
  std::vector<size_t> result;
  for (const Json &item : array.array()) result.push_back(item.index());
  return result;
}

// Kiwi's strength for a priority: required at 1000, else, by the priority's rank among the
// workload's priorities below required, strong, medium or weak (three levels or fewer), or, for more
// levels, powers of ten spread from 10^8 down to 1 (kiwi's strengths are plain doubles below
// required; its three named ones are 10^6, 10^3 and 1); times the weight.
double strength(double priority, double weight, const std::vector<double> &levels) {
  if (priority >= 1000) return kiwi::strength::required;
  size_t rank = static_cast<size_t>(std::find(levels.begin(), levels.end(), priority) - levels.begin());
  if (levels.size() <= 3) {
    static const double scale[] = {kiwi::strength::strong, kiwi::strength::medium, kiwi::strength::weak};
    return scale[rank] * weight;
  }
  double exponent = 8.0 * static_cast<double>(levels.size() - 1 - rank) / static_cast<double>(levels.size() - 1);
  return std::pow(10.0, exponent) * weight;
}

Reference *load(const std::string &path) {
  std::ifstream file(path);
  if (!file) throw std::runtime_error("cannot read " + path);
  std::stringstream contents;
  contents << file.rdbuf();
  std::string text = contents.str();
  Json workload = JsonParser(text).parse();

  std::vector<double> levels;
  auto note = [&levels](double priority) {
    if (priority < 1000 && std::find(levels.begin(), levels.end(), priority) == levels.end())
      levels.push_back(priority);
  };
  for (const Json &record : workload["constraints"].array()) note(record["priority"].value());
  for (const Json &record : workload["edits"].array()) note(record["priority"].value());
  std::sort(levels.rbegin(), levels.rend());

  auto reference = std::make_unique<Reference>();
  for (const Json &name : workload["variables"].array()) reference->variables.emplace_back(name.text);
  for (const Json &record : workload["constraints"].array()) {
    std::vector<kiwi::Term> terms;
    for (const Json &term : record["terms"].array())
      terms.emplace_back(reference->variables.at(term["variable"].index()), term["coefficient"].value());
    const std::string &relation = record["relation"].text;
    kiwi::RelationalOperator op = relation == "<=" ? kiwi::OP_LE : relation == ">=" ? kiwi::OP_GE : kiwi::OP_EQ;
    reference->constraints.emplace_back(
        kiwi::Expression(std::move(terms), record["constant"].value()), op,
        strength(record["priority"].value(), record["weight"].value(), levels));
  }
  reference->initial = indices(workload["initial"]);
  for (const Json &record : workload["edits"].array())
    reference->edits.push_back(
        {record["variable"].index(), strength(record["priority"].value(), record["weight"].value(), levels),
         record["value"].value()});
  for (const Json &record : workload["steps"].array()) {
    Step step{indices(record["remove"]), indices(record["add"]), {}};
    for (const Json &suggestion : record["suggest"].array())
      step.suggest.push_back({suggestion["edit"].index(), suggestion["value"].value()});
    reference->steps.push_back(std::move(step));
  }
  return reference.release();
}

void build(Reference &reference) {
  reference.solver = std::make_unique<kiwi::Solver>();
  kiwi::Solver &solver = *reference.solver;
  for (size_t position = 0; position < reference.initial.size(); position++) {
    try {
      solver.addConstraint(reference.constraints[reference.initial[position]]);
    } catch (const std::exception &error) {
      throw std::runtime_error(std::string(error.what()) + " (adding constraint " +
                               std::to_string(reference.initial[position]) + ", the " +
                               std::to_string(position + 1) + "th of the build)");
    }
  }
  for (const Edit &edit : reference.edits) {
    solver.addEditVariable(reference.variables[edit.variable], edit.strength);
    solver.suggestValue(reference.variables[edit.variable], edit.value);
  }
  solver.updateVariables();
  reference.nextStep = 0;
}

void step(Reference &reference) {
  kiwi::Solver &solver = *reference.solver;
  const Step &step = reference.steps[reference.nextStep];
  for (size_t index : step.remove) solver.removeConstraint(reference.constraints[index]);
  for (size_t index : step.add) solver.addConstraint(reference.constraints[index]);
  for (const Suggestion &suggestion : step.suggest)
    solver.suggestValue(reference.variables[reference.edits[suggestion.edit].variable], suggestion.value);
  solver.updateVariables();
  reference.nextStep = reference.nextStep + 1 == reference.steps.size() ? 0 : reference.nextStep + 1;
}

thread_local std::string loadError;

}  // namespace

extern "C" {

// Reads the workload at `path`; NULL on failure, with the reason in pipsim_kiwi_load_error().
void *pipsim_kiwi_load(const char *path) {
  try {
    return load(path);
  } catch (const std::exception &error) {
    loadError = error.what();
    return nullptr;
  }
}

// Why the last pipsim_kiwi_load failed.
const char *pipsim_kiwi_load_error(void) { return loadError.c_str(); }

// Builds a fresh solver `operations` times (the last one stays); 0 and an error on failure.
int pipsim_kiwi_build(void *handle, int64_t operations) {
  Reference &reference = *static_cast<Reference *>(handle);
  try {
    for (int64_t index = 0; index < operations; index++) build(reference);
    return 1;
  } catch (const std::exception &error) {
    reference.error = error.what();
    return 0;
  }
}

// Applies the next `operations` steps to the built solver, updating the variables after each.
int pipsim_kiwi_steps(void *handle, int64_t operations) {
  Reference &reference = *static_cast<Reference *>(handle);
  try {
    if (!reference.solver) throw std::runtime_error("no solver: build first");
    if (reference.steps.empty()) throw std::runtime_error("the workload has no steps");
    for (int64_t index = 0; index < operations; index++) step(reference);
    return 1;
  } catch (const std::exception &error) {
    reference.error = error.what();
    return 0;
  }
}

// What the last failed build or step threw.
const char *pipsim_kiwi_error(void *handle) { return static_cast<Reference *>(handle)->error.c_str(); }

// The value of the workload's variable `index` after the last update.
double pipsim_kiwi_value(void *handle, int64_t index) {
  return static_cast<Reference *>(handle)->variables.at(static_cast<size_t>(index)).value();
}

// Frees a reference.
void pipsim_kiwi_free(void *handle) { delete static_cast<Reference *>(handle); }
}
