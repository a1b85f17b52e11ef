export { GET } from '../../components/cart/cart-count.ts';
