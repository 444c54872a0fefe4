#pragma once
// The one damped least-squares solver (Levenberg-Marquardt with a forward-difference
// Jacobian) behind every fit of the project: the efficiency parameters against measured runs
// (perf/calibration.h, fitEfficiency) and the fabric's link and latencies against nccl-tests
// (perf/fabric_calibration.h, fitFabric). Each caller states its residuals and its step and
// stopping rules; the iteration is the same.
#include <Eigen/Core>
#include <functional>

namespace ap {

struct LeastSquaresOptions {
    int maxIterations = 60;
    // Forward-difference step of the Jacobian, in the free parameters' units.
    double jacobianStep = 1e-4;
    // Damping tries per iteration (lambda x4 after each step that does not lower the cost).
    int maxTries = 10;
    double minLambda = 1e-7;
    // Stop once an accepted step lowers the cost (the squared norm of the residuals) by less.
    double minGain = 1e-10;
};

struct LeastSquaresResult {
    Eigen::VectorXd u;
    double cost = 0; // squared norm of the residuals at u
    int iterations = 0;
};

// Minimises |residuals(u)|^2 from u0. The damping is Marquardt's (lambda times the diagonal
// of JtJ, floored at 1e-9), starting at 1e-2, divided by 3 after an accepted step.
LeastSquaresResult
leastSquares(const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& residuals,
             const Eigen::VectorXd& u0, const LeastSquaresOptions& options);

} // namespace ap
