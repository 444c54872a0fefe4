#include "perf/least_squares.h"
#include <Eigen/Dense>
#include <algorithm>

namespace ap {

LeastSquaresResult
leastSquares(const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& residuals,
             const Eigen::VectorXd& u0, const LeastSquaresOptions& options)
{
    LeastSquaresResult out;
    out.u = u0;
    Eigen::VectorXd r = residuals(out.u);
    out.cost = r.squaredNorm();
    const Eigen::Index k = u0.size();
    double lambda = 1e-2;
    bool done = false;
    while (out.iterations < options.maxIterations && !done) {
        ++out.iterations;
        Eigen::MatrixXd J(r.size(), k);
        for (Eigen::Index j = 0; j < k; ++j) {
            Eigen::VectorXd du = out.u;
            du[j] += options.jacobianStep;
            J.col(j) = (residuals(du) - r) / options.jacobianStep;
        }
        const Eigen::MatrixXd JtJ = J.transpose() * J;
        const Eigen::VectorXd g = J.transpose() * r;
        bool improved = false;
        for (int tries = 0; tries < options.maxTries && !improved; ++tries) {
            Eigen::MatrixXd A = JtJ;
            A.diagonal() += lambda * JtJ.diagonal().cwiseMax(1e-9);
            const Eigen::VectorXd cand = out.u + A.ldlt().solve(-g);
            const Eigen::VectorXd rc = residuals(cand);
            const double c = rc.squaredNorm();
            if (c < out.cost) {
                done = out.cost - c < options.minGain;
                out.u = cand;
                r = rc;
                out.cost = c;
                lambda = std::max(lambda / 3, options.minLambda);
                improved = true;
            } else {
                lambda *= 4;
            }
        }
        done = done || !improved;
    }
    return out;
}

} // namespace ap
