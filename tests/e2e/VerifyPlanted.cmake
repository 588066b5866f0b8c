# Copies a project, plants an edit in its working module (a string replacement), runs
# `kernel-studio verify` on the copy and checks the exit code and output.
# cmake -DKS=... -DPROJECT=... -DWORK=... -DFROM=... -DTO=... -DEXPECT_CODE=1 -DEXPECT_REGEX=... -P
file(REMOVE_RECURSE ${WORK})
file(COPY ${PROJECT}/ DESTINATION ${WORK} PATTERN ".kernel-studio" EXCLUDE)
file(GLOB modules ${WORK}/*.py)
list(GET modules 0 module)
file(READ ${module} text)
string(FIND "${text}" "${FROM}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "'${FROM}' is not in ${module}")
endif()
string(REPLACE "${FROM}" "${TO}" text "${text}")
file(WRITE ${module} "${text}")
execute_process(COMMAND ${KS} verify ${WORK} --trials 1 RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL EXPECT_CODE OR NOT "${out}" MATCHES "${EXPECT_REGEX}")
  message(FATAL_ERROR "exit ${code} (expected ${EXPECT_CODE})\nstdout:\n${out}\nstderr:\n${err}")
endif()
message(STATUS "${out}")
