import type { CoreCatalog } from './en.ts';

// Brazilian Portuguese with "você", as Brazilian online shops write to their customers (`pt` and `pt-BR`).
export const core: CoreCatalog = {
  'announce.added': '{name} adicionado ao carrinho',
  'announce.updated': 'Carrinho atualizado',
  'announce.removed': '{name} removido do carrinho',
  'add.dropped': 'Não foi possível adicionar {name}: a loja não está vendendo este produto no momento.',
  'add.soldOut': '{name} está esgotado e não foi adicionado.',
  'add.limited':
    '{count, plural, one {No momento, você só pode comprar # unidade de {name}.} many {No momento, você só pode comprar # de unidades de {name}.} other {No momento, você só pode comprar # unidades de {name}.}}',
  'error.unsafeUrl': 'A loja enviou um endereço que não é seguro abrir, então você continua nesta página.',
  'error.network': 'Não foi possível conectar à loja. Tente novamente.',
  'error.generic': 'Algo deu errado: {reason}',
  'error.rolledBack': 'Não foi possível salvar sua alteração: {reason}',
  'error.outcomeUnknown':
    'Não conseguimos confirmar sua alteração, então o carrinho agora mostra o que a loja tem registrado.',
  'reason.unknown': 'A loja não conseguiu fazer isso agora. Tente novamente.',
  'reason.storeFailed': 'A loja teve um problema. Tente novamente em instantes.',
  'reason.tooMany': 'Muitas tentativas. Aguarde um momento e tente novamente.',
  'reason.sessionEnded': 'Sua sessão terminou. Recarregue a página e tente novamente.',
  'reason.cartGone': 'Seu carrinho não está mais disponível. Recarregue a página.',
  'reason.signInNotFromHere': 'Este login não foi iniciado nesta página. Entre novamente.',
  'reason.signInRefused': 'A página de login não conectou você. Tente novamente.',
  'reason.signInTimeout': 'O login demorou demais. Tente novamente.',
  'network.retrying': 'A loja está demorando para responder. Tentando novamente…',
  'error.itemUnavailable': 'Este item não está disponível no momento.',
  'error.unavailable': 'Isto não está disponível no momento.',
  'error.dismiss': 'Fechar',
  'line.adding': 'Adicionando…',
  'options.soldOut': 'Esgotado',
  'refusal.onlyLeft':
    '{count, plural, one {Resta só # unidade de {name}.} many {Restam só # de unidades de {name}.} other {Restam só # unidades de {name}.}}',
  'refusal.soldOut': '{name} está esgotado.',
  'refusal.notSold': 'Este item não é mais vendido: {name}.',
  'refusal.cartFull': 'Seu carrinho está cheio: remova um item para adicionar outro.',
  'refusal.alreadyOrdered': 'Este carrinho já virou um pedido: um novo carrinho foi iniciado.',
  'refusal.notEnough': 'Não há estoque suficiente deste item.',
  'refusal.notSoldShort': 'Este item não é mais vendido.',
  'toast.added': 'Adicionado: {name}',
  'toast.viewCart': 'Ver carrinho',
};
