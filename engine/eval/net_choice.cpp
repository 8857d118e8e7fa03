#include "evaluate.h"

#include "../../nn/embedded.h"

namespace parachute {

std::shared_ptr<const nn::Network> search_net(bool use_nnue, std::shared_ptr<const nn::Network> eval_file,
                                              const std::function<std::shared_ptr<const nn::Network>()>& built_in) {
    if (!use_nnue) return nullptr;
    if (eval_file) return eval_file;
    std::shared_ptr<const nn::Network> net = built_in();
    return net && net->origin == nn::Origin::Trained ? net : nullptr;
}

std::shared_ptr<const nn::Network> search_net(Variant v, bool use_nnue, std::shared_ptr<const nn::Network> eval_file) {
    return search_net(use_nnue, std::move(eval_file), [v] { return nn::embedded_net(v); });
}

} // namespace parachute
