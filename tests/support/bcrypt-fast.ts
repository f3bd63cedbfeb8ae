// bcryptjs for the tests (vitest.config.mts aliases "bcryptjs" here): the same hashes and checks,
// made with bcrypt's lowest cost (4) instead of the app's 11. A cost-11 hash takes a CPU core
// ~0.2 s (1 s on a loaded CI machine), and the suite signs in thousands of times; compare()
// reads the cost from the hash, so hashes of either cost verify as in production.
import bcrypt from "../../node_modules/bcryptjs/index.js";

const TEST_COST = 4;

export default {
  ...bcrypt,
  hash: (password: string, _cost?: number | string) => bcrypt.hash(password, TEST_COST),
  hashSync: (password: string, _cost?: number | string) => bcrypt.hashSync(password, TEST_COST),
};
