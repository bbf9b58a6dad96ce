import { bootClient } from "@gw/site";
import { app } from "./app";

void bootClient(app);
