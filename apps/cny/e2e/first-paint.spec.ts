import { describeFirstPaint } from "@gw/e2e/firstPaintSuite";

describeFirstPaint({ pages: ["/", "/zh/"], preregistration: "/" });
