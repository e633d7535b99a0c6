// The demo store as a React app: the catalog through the typed client, the cart and sign-in through
// <Dropcart /> (widget/react.tsx). Built by demo/site/build-react.ts into dist/site/react/.
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient, memoryTokenStorage, type ProductSummary } from '../../../src/index.ts';
import { Dropcart, type DropcartApi } from '../../../widget/react.tsx';
// The store's own theme, bundled with the app (the widget is untouched by it: it lives in a shadow root).
import '../static/site.css';

const API = document.querySelector<HTMLMetaElement>('meta[name="dropcart-api"]')?.content ?? '';
const CART_API = document.querySelector<HTMLMetaElement>('meta[name="dropcart-cart-api"]')?.content;

type Catalog =
  | { status: 'loading' }
  | { status: 'ready'; products: ProductSummary[] }
  | { status: 'error'; message: string };

/** The first products in stock, as one summary whichever catalog generation the store runs. */
async function productsInStock(client: ReturnType<typeof createClient>): Promise<ProductSummary[]> {
  const ids =
    (await client.products.version()) === 'V1_CATALOG'
      ? (await client.catalog.queryProducts().limit(20).find()).items.map((p) => p.id)
      : (await client.catalogV3.queryProducts().limit(20).find()).items.map((p) => p.id);
  return (await client.products.getMany(ids)).filter((p) => p.inStock).slice(0, 8);
}

function useCatalog(): Catalog {
  const [catalog, setCatalog] = useState<Catalog>({ status: 'loading' });
  useEffect(() => {
    // A visitor token of its own, in memory: reading the catalog must not touch the widget's cart.
    const client = createClient({ clientId: 'demo', apiBase: API, tokenStorage: memoryTokenStorage() });
    let current = true;
    productsInStock(client).then(
      (products) => current && setCatalog({ status: 'ready', products }),
      (error: unknown) => current && setCatalog({ status: 'error', message: String(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  return catalog;
}

function ProductCard({ product, cart }: { product: ProductSummary; cart: DropcartApi | null }) {
  const price = product.price.formatted ?? product.price.amount;
  const hasOptions = product.options.length > 0;
  return (
    <li className="card">
      <span className="name">{product.name}</span>
      <p className="price">
        <strong>{price}</strong>
      </p>
      {hasOptions ? (
        // The widget asks for the options in its popover.
        <button type="button" className="buy" data-dropcart-add={product.id}>
          Choose options
        </button>
      ) : (
        <button
          type="button"
          className="buy"
          disabled={!cart}
          onClick={() => void cart?.add({ productId: product.id }).catch(() => undefined)}
        >
          Add {product.name}
        </button>
      )}
    </li>
  );
}

function App() {
  const catalog = useCatalog();
  const [cart, setCart] = useState<DropcartApi | null>(null);
  const [withCart, setWithCart] = useState(true);
  const ref = useRef<DropcartApi>(null);
  return (
    <>
      <header className="site-header">
        <a className="brand" href="/react/">
          Northwind Goods (React)
        </a>
        <div className="actions">
          <button type="button" className="link" onClick={() => setWithCart((on) => !on)}>
            {withCart ? 'Remove the cart widget' : 'Bring the cart widget back'}
          </button>
          <button
            type="button"
            className="cart-button"
            disabled={!cart}
            onClick={() => void ref.current?.open()}
          >
            Cart (<span data-dropcart-count />)
          </button>
        </div>
      </header>
      <main>
        <h1>All products</h1>
        {catalog.status === 'loading' && <p>Loading products…</p>}
        {catalog.status === 'error' && (
          <p role="alert">The products could not be loaded: {catalog.message}</p>
        )}
        {catalog.status === 'ready' && (
          <ul className="grid">
            {catalog.products.map((product) => (
              <ProductCard key={product.id} product={product} cart={withCart ? cart : null} />
            ))}
          </ul>
        )}
      </main>
      {withCart && (
        <Dropcart
          clientId="demo"
          apiBase={API}
          {...(CART_API === 'v1' ? { cartApi: 'v1' as const } : {})}
          eventsUrl={`${API}/_emulator/events`}
          ref={ref}
          onReady={setCart}
        />
      )}
    </>
  );
}

const root = document.getElementById('app');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
