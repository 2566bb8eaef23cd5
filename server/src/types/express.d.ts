import 'express';

declare global {
  namespace Express {
    /** What passport puts on req.user: the users row without its password hash. */
    interface User {
      id: number;
      email: string;
      ownerName: string;
      username: string;
      isAdmin: boolean;
    }
  }
}
