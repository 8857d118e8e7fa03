// The one translation unit that defines the Boost.Test module and its main().
#define BOOST_TEST_MODULE parachute
#include <boost/test/unit_test.hpp>
