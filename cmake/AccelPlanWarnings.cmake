# Warnings for the project's own targets (not for generated moc/rcc code we do not own).
function(accelplan_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
endfunction()
